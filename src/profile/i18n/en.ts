/** Edit Profile and Change Password (platform.md sections 2, 4, 5). */
export const profile = {
  edit: {
    title: 'Edit Profile',
    subtitle: 'Your name and email address as other admins see them.',
    email: 'Email',
    current_password: 'Current password',
    current_password_hint: 'Needed to move your account to another email address',
    full_name: 'Full name',
    mobile: 'Mobile number',
    currency: 'Currency',
    country: 'Country',
    read_only: 'Managed by the platform',
    submit: 'Save',
  },
  change_password: {
    title: 'Change Password',
    subtitle: 'You will be signed out after the change and can log in with the new password.',
    old_password: 'Old password',
    new_password: 'New password',
    confirm_password: 'Confirm new password',
    submit: 'Change Password',
    signing_out: 'Signing you out…',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { profile } };
