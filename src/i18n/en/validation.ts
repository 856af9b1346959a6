/** Field messages of platform.md section 5, verbatim. */
export default {
  email_required: 'Email is required',
  email_invalid: 'Email is not valid',
  password_required: 'Password is required',
  password_range: 'Password must be between 6 and 15',
  old_password_required: 'Old Password is required',
  new_password_required: 'New Password is required',
  password_min: 'Password should be 6 characters',
  same_password: 'Old and New Password are same',
  confirm_required: 'Confirm Password is required',
  password_not_matched: 'Password not matched',
  full_name_required: 'Full name is required',
  current_password_required: 'Enter your current password to change your email',
};
