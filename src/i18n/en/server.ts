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
  gift_cards_success: 'Gift cards fetched successfully.',
  gift_card_success: 'Gift card fetched successfully.',
  gift_card_created: 'Gift card added successfully.',
  gift_card_updated: 'Gift card updated successfully.',
  gift_card_status: 'Gift card status updated successfully.',
  gift_card_deleted: 'Gift card deleted successfully.',
  category_not_found: 'Category not found.',
  redeem_cards_success: 'Redeem cards fetched successfully.',
  redeem_card_success: 'Redeem card fetched successfully.',
  redeem_card_created: 'Redeem card added successfully.',
  redeem_card_updated: 'Redeem card updated successfully.',
  redeem_card_status: 'Redeem card status updated successfully.',
  redeem_card_deleted: 'Redeem card deleted successfully.',
  redeem_code_taken: 'A redeem card with this code already exists.',
  redeem_card_redeemed: 'This redeem card has been redeemed and can no longer be edited.',

  // [area:orders]
};
