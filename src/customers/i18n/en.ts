/** Customers: list, view, edit (catalogue-and-orders.md s.2-8); field messages verbatim from s.5. */
export const customers = {
  validation: {
    full_name_required: 'Full Name is required',
    country_required: 'Country is required',
    mobile_required: 'Mobile number is required',
    mobile_digits: 'Required only number',
    currency_required: 'Currency is required',
    kyc_status_invalid: 'The status must be v (approve) or r (reject).',
    kyc_id_required: 'The customer id is required.',
  },
  status: { y: 'Active', n: 'Inactive', switch: 'Active: %{name}' },
  list: {
    title: 'Customers List',
    search: 'Search by name',
    actions: 'Actions',
    empty: 'No rows found',
  },
  delete: {
    content: '%{name} will be removed.',
  },
  view: {
    title: 'Customer',
    subtitle: 'Read-only profile, KYC and activity of this customer',
    edit: 'Edit',
    kyc: 'KYC',
    kyc_review: 'Open the KYC review',
    not_found: 'This customer does not exist or was removed.',
  },
  edit: {
    title: 'Customer Detail',
    subtitle: 'Update the customer profile (the email cannot be changed)',
    submit: 'Update',
    email_read_only: 'Read-only',
  },
  pictures: { profile: 'Profile picture', cover: 'Cover picture', missing: '%{name}: no picture uploaded' },
  activity: {
    orders: 'Orders and payments',
    wallet: 'Wallet transactions',
    load_error: 'This list could not be loaded: %{message}',
    empty: 'No rows found',
    order_id: 'Order ID',
    method: 'Payment method',
    status: 'Payment status',
    amount: 'Amount',
    currency: 'Currency',
    date: 'Ordered on',
    detail: 'Detail',
    open: 'Open transaction %{id}',
  },
};

export const customersResource = {
  name: 'Customer |||| Customers',
  fields: {
    sFullName: 'Full Name',
    sEmail: 'Email',
    sUserName: 'User Name',
    sMobileNumber: 'Phone',
    sCountry: 'Country',
    sCity: 'City',
    sState: 'State',
    eCurrency: 'Currency',
    eStatus: 'Status',
    sKycStatus: 'KYC status',
    dCreatedAt: 'Joined on',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { customers }, resources: { customers: customersResource } };
