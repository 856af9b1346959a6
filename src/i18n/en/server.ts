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

  // [area:cards]

  // [area:orders]
  orders_success: 'Orders fetched successfully.',
  order_success: 'Order fetched successfully.',
  order_accepted: 'Order accepted successfully.',
  order_delivered: 'Order delivered successfully.',
  order_rejected: 'Order rejected successfully.',
  order_not_pending: 'Only a paid (pending) order can be accepted or rejected.',
  order_not_accepted: 'Only an accepted order can be delivered.',
  order_quantity_mismatch: 'The quantity does not match the order.',
  order_too_many_codes: 'More code and serial pairs than units in the order.',
  sell_order_not_pending: 'This sell order has already been reviewed.',
  sell_order_approved: 'Sell order approved successfully.',
  sell_order_rejected: 'Sell order rejected successfully.',
  transactions_success: 'Transactions fetched successfully.',
  transaction_success: 'Transaction fetched successfully.',
  invoice_link_success: 'Invoice link created.',
};
