/** Sub-admins: list, form, permission matrix (platform.md sections 2, 3, 5, 6, 8). */
export const subadmins = {
  /** Bulk actions of the list (issue 21). */
  bulk: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activate_confirm: 'Activate %{smart_count} sub-admin? |||| Activate %{smart_count} sub-admins?',
    deactivate_confirm: 'Deactivate %{smart_count} sub-admin? |||| Deactivate %{smart_count} sub-admins?',
  },
  list: {
    title: 'Sub-admins',
    search: 'Search by full name',
    add: 'Add SubAdmin',
    empty: 'No Records found',
    actions: 'Actions',
    status_label: 'Active: %{name}',
  },
  form: {
    add_title: 'Add SubAdmin',
    edit_title: 'Edit SubAdmin',
    account: 'Account',
    email: 'Email',
    full_name: 'Full name',
    country_code: 'Country code',
    country_code_hint: 'e.g. +1, +33',
    mobile: 'Mobile number',
    mobile_hint: '6 to 10 digits, single spaces allowed',
    password: 'Password',
    confirm_password: 'Confirm password',
    submit: 'Save',
    back: 'Back to the list',
  },
  matrix: {
    title: 'Permissions',
    hint: 'Tick what this sub-admin may do in each module.',
    limited_hint: 'You can only grant the operations you hold yourself.',
    module: 'Module',
    all: 'All permissions',
    row_all: 'All of %{module}',
    column_all: '%{operation} in every module',
    cell: '%{module}: %{operation}',
  },
  modules: {
    Dashboard: 'Dashboard',
    Customers: 'Customers',
    Subadmin: 'Sub-admins',
    'Loyalty points': 'Loyalty points',
    'Category Managements': 'Categories',
    'Gift Card Purchase Request': 'Gift card purchase requests',
    'Gift Card Management': 'Gift cards',
    'Redeem Card Management': 'Redeem cards',
    Transaction: 'Transactions',
    'Customer Support Chat': 'Customer support chat',
    CMS: 'CMS',
    Settings: 'Settings',
    Audit: 'Audit trail',
  },
  operations: {
    View: 'View',
    Add: 'Add',
    Edit: 'Edit',
    Delete: 'Delete',
    'Accept/Reject': 'Accept/Reject',
    Chat: 'Chat',
  },
  delete: {
    content: '%{name} will lose access to the back-office.',
  },
  /** Field messages of section 5 that the shared gd.validation does not already hold. */
  validation: {
    country_code_required: 'Country Code is required',
    country_code_invalid: 'Country Code is not valid',
    mobile_required: 'Mobile Number is required',
    mobile_invalid: 'Mobile Number is not valid',
    full_name_too_long: 'Full name is too long',
    permissions_invalid: 'The permissions are not valid',
    status_invalid: 'The status must be y or n',
    id_required: 'The sub-admin id is required',
  },
};

/** react-admin's resource name and field labels (column headers, sort buttons). */
export const subadminResource = {
  name: 'Sub-admin |||| Sub-admins',
  fields: {
    sFullName: 'Full name',
    sEmail: 'Email',
    sMobileNumber: 'Mobile number',
    sCountryCode: 'Country code',
    eStatus: 'Status',
    dCreatedAt: 'Created',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { subadmins }, resources: { subadmin: subadminResource } };
