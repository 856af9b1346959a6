/** The older user form (platform.md s.3, s.5, s.7, s.8): its screens, its texts and its server answers. */
export const legacyUsers = {
  form: {
    add_title: 'Add user (older form)',
    edit_title: 'Edit user (older form)',
    first_name: 'First name',
    last_name: 'Last name',
    user_name: 'User name',
    user_name_hint: 'Lowercase letters, digits, _ and .',
    email: 'Email',
    job_title: 'Job title',
    password: 'Password',
    retype_password: 'Retype password',
    role: 'Role',
    access: 'Access',
    access_forced: 'Role Admin always has Write access',
    sensor_type: 'Sensor type',
    sensor_id: 'Id',
    sensor_id_hint: 'A whole number, 0 or more',
    rights_hint:
      'Admin: every operation. User with Write: everything but deleting and managing sub-admins. Read: view only.',
    custom_rights:
      'The permissions of this account were set in the permission matrix: they stay as they are unless you choose a role and access.',
    adjusted_rights:
      'The permissions were adjusted in the permission matrix since: they stay unless you change the role or the access.',
    submit: 'Save',
    back: 'Back to the list',
  },
  roles: { User: 'User', Admin: 'Admin' },
  access: { Read: 'Read', Write: 'Write' },
  actions: {
    add: 'Add user (older form)',
    edit: 'Edit in older form',
    edit_label: 'Edit %{name} in the older form',
  },
  details: {
    title: 'Older form',
  },
  validation: {
    first_name_required: 'First Name is required',
    last_name_required: 'Last Name is required',
    user_name_required: 'User Name is required',
    user_name_invalid: 'Please enter valid user name',
    job_title_required: 'Job Title is required',
    retype_required: 'Retype Password is required',
    id_required: 'Id is required',
    id_invalid: 'Id must be a whole number of 0 or more',
    role_required: 'Role is required',
    access_required: 'Access is required',
    text_too_long: 'This text is too long (100 characters at most)',
  },
  server: {
    user_name_taken: 'A user with this user name already exists.',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { legacyUsers } };
