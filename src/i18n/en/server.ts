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

  // [area:customers]

  // [area:catalogue]
  categories_success: 'Categories fetched successfully.',
  category_success: 'Category fetched successfully.',
  category_created: 'Category created successfully.',
  category_updated: 'Category updated successfully.',
  category_status_changed: 'Category status changed successfully.',
  category_deleted: 'Deleted!',
  category_status_invalid: 'The status must be Active, Disabled or Deleted.',
  signed_url_success: 'Upload URL created successfully.',
  upload_folder_invalid: 'This upload folder is not allowed.',
  upload_type_invalid: 'It is not valid Image file.',
  upload_link_invalid: 'The upload link is invalid, used or expired.',
  upload_too_large: 'The image is too large (2 MB at most).',
  upload_success: 'Image uploaded successfully.',

  // [area:cards]

  // [area:orders]
};
