/** KYC lists and review (platform.md s.2, s.4, s.8). */
export const kyc = {
  /** The bulk reminder of the pending list (issue 21). */
  bulk: {
    remind: 'Send reminder',
    remind_confirm:
      'Send a reminder mail to %{smart_count} customer? |||| Send a reminder mail to %{smart_count} customers?',
  },
  menu: { submitted: 'Submitted', verified: 'Verified', pending: 'Pending', rejected: 'Rejected' },
  status: { p: 'Pending', s: 'Submitted', v: 'Verified', r: 'Rejected' },
  list: {
    title: {
      submitted: 'Submitted KYC',
      verified: 'Verified KYC',
      pending: 'Pending KYC',
      rejected: 'Rejected KYC',
    },
    name: 'Name',
    email: 'Email',
    actions: 'Actions',
    review: 'Review KYC of %{name}',
    verified: 'Verified',
    rejected: 'Rejected',
    remind: 'Send reminder mail to %{name}',
    empty: 'No rows found',
  },
  verify: {
    title: 'KYC Detail',
    subtitle: 'Identity verification of the customer',
    status: 'Status: %{status}',
    first_name: 'First name',
    last_name: 'Last name',
    dob: 'Date of birth',
    address1: 'Address line 1',
    address2: 'Address line 2',
    city: 'City',
    state: 'State',
    zipcode: 'Zipcode',
    country: 'Country',
    approve: 'Approve',
    reject: 'Reject',
    documents: 'Documents',
    doc_front: 'Identity card front',
    doc_back: 'Identity card back',
    doc_address: 'Proof of address',
    doc_selfie: 'Selfie',
    id_type: 'ID type: %{type}',
    address_type: 'Address type: %{type}',
    missing: 'Not uploaded',
    enlarge: 'Enlarge: %{name}',
    close: 'Close',
    back: 'Back to the submitted list',
    confirm_v_title: 'Approve the KYC of %{name}?',
    confirm_v_content: 'The customer is told that their identity is verified.',
    confirm_r_title: 'Reject the KYC of %{name}?',
    confirm_r_content:
      'The customer is told that their identity was not verified. A rejected record cannot be approved here afterwards.',
  },
};

export const kycResource = {
  name: 'KYC |||| KYC',
  fields: {
    sFullName: 'Name',
    sEmail: 'Email',
    sUserName: 'User Name',
    sMobileNumber: 'Phone',
    sKycStatus: 'Status',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { kyc }, resources: { kyc: kycResource } };
