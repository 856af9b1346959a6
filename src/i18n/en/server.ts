/** Messages the API sends (the mock translates them by the Language header). */
export default {
  login_success: 'Login successfully.',
  invalid_credentials: 'Invalid email or password.',
  account_inactive: 'Your account is inactive. Please contact the administrator.',
  token_missing: 'Authentication token is missing.',
  token_invalid: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  super_admin_only: 'Only the super admin can do this.',
  not_found: 'Record not found.',
  route_not_found: 'Route not found.',
  malformed_json: 'The request body is not valid JSON.',
  body_too_large: 'The request body is too large.',
  unsupported_media_type: 'The request body must be JSON.',
  internal_error: 'Something went wrong on the server.',
  logout_success: 'Logout successfully.',
  token_verified: 'Token verified.',
  forgot_sent: 'A password reset link has been sent to your email.',
  reset_link_valid: 'Link verified.',
  reset_link_invalid: 'Link is expired!',
  reset_success: 'Password has been reset successfully.',
  password_changed: 'Password changed successfully.',
  old_password_wrong: 'Old password is incorrect.',
  profile_updated: 'Profile updated successfully.',
  email_taken: 'This email is already in use.',
  dashboard_success: 'Dashboard data fetched successfully.',
  outbox_success: 'Outbox fetched successfully.',
  too_many_attempts: 'Too many attempts. Please try again later.',
  invalid_body: 'The request body is not valid.',
  bad_request: 'The request is not valid.',
  reset_mail_subject: 'Reset your Giftdesk password',
  reset_mail_text:
    'Hello %{name}, use this link to choose a new password: %{link} It works once and expires in %{minutes} minutes. If you did not ask for it, ignore this mail.',

  // [area:subadmin]
  subadmin_list_success: 'Sub-admins fetched successfully.',
  subadmin_fetched: 'Sub-admin fetched successfully.',
  subadmin_created: 'Sub-admin added successfully.',
  subadmin_updated: 'Sub-admin updated successfully.',
  subadmin_activated: 'Sub-admin activated successfully.',
  subadmin_deactivated: 'Sub-admin deactivated successfully.',
  subadmin_deleted: 'Sub-admin deleted successfully.',
  subadmin_email_taken: 'A sub-admin or admin with this email already exists.',
  subadmin_grant_forbidden: 'You cannot grant a permission you do not hold yourself.',
  subadmin_outranks: 'This sub-admin holds permissions you do not have: you cannot change it.',
  subadmin_self: 'You cannot deactivate or delete your own account.',

  // [area:customers]
  customers_success: 'Customers fetched successfully.',
  customer_success: 'Customer fetched successfully.',
  customer_updated: 'Customer updated successfully.',
  customer_status_updated: 'Customer status updated successfully.',
  customer_deleted: 'Customer deleted successfully.',
  customer_email_read_only: 'The email of a customer cannot be changed.',
  kyc_success: 'KYC details fetched successfully.',
  kyc_approved: 'KYC approved successfully.',
  kyc_rejected: 'KYC rejected successfully.',
  kyc_not_submitted: 'Only a submitted KYC can be approved or rejected.',
  kyc_reminder_sent: 'Reminder mail sent successfully.',
  kyc_reminder_not_pending: 'A reminder can only be sent for a pending KYC.',
  kyc_reminder_subject: 'Complete your Giftdesk identity verification',
  kyc_reminder_text:
    'Hello %{name}, your identity verification (KYC) is not complete yet. Please upload your documents in the Giftdesk app so that we can review them.',

  // [area:catalogue]
  categories_success: 'Categories fetched successfully.',

  // [area:cards]

  // [area:orders]
};
