/** The audit trail: its list page and the History panels of record screens. */
export const audit = {
  menu: 'Audit trail',
  title: 'Audit trail',
  history: 'History',
  history_empty: 'No change recorded for this record yet.',
  empty: 'No entry matches.',
  unavailable: 'The audit trail is not available on this server.',
  no_changes: 'No field changed',
  absent: '(none)',
  before: 'Before',
  after: 'After',
  columns: { date: 'Date', actor: 'By', action: 'Action', record: 'Record', changes: 'Changes' },
  filters: {
    actor: 'Search by admin',
    action: 'Action',
    resource: 'Record type',
    record: 'Record id',
    from: 'From',
    to: 'To',
  },
  resources: {
    admin: 'Account',
    subadmin: 'Sub-admin',
    customer: 'Customer',
    kyc: 'KYC',
    category: 'Category',
    giftCard: 'Gift card',
    redeemCard: 'Redeem card',
    order: 'Buy order',
    sellOrder: 'Sell order',
    setting: 'Setting',
    push: 'Push notification',
  },
  actions: {
    session: { login: 'Signed in', login_failed: 'Sign-in refused (wrong password)', logout: 'Signed out' },
    outbox: { read: 'Outbox read' },
    password: { forgot: 'Reset link requested', reset: 'Password reset', change: 'Password changed' },
    profile: { update: 'Profile updated' },
    subadmin: {
      create: 'Sub-admin added',
      update: 'Sub-admin edited',
      status: 'Sub-admin status changed',
      delete: 'Sub-admin deleted',
    },
    customer: { update: 'Customer edited', status: 'Customer status changed', delete: 'Customer deleted' },
    kyc: { approve: 'KYC approved', reject: 'KYC rejected', remind: 'KYC reminder sent' },
    category: {
      create: 'Category added',
      update: 'Category edited',
      status: 'Category status changed',
      delete: 'Category deleted',
    },
    giftCard: {
      create: 'Gift card added',
      update: 'Gift card edited',
      status: 'Gift card status changed',
      delete: 'Gift card deleted',
    },
    redeemCard: {
      create: 'Redeem card added',
      update: 'Redeem card edited',
      status: 'Redeem card status changed',
      delete: 'Redeem card deleted',
      reveal: 'Redeem code revealed',
    },
    order: {
      accept: 'Order accepted',
      deliver: 'Order delivered',
      reject: 'Order rejected',
      codes: 'Card codes revealed',
    },
    sellOrder: { approve: 'Sell order approved', deny: 'Sell order denied' },
    setting: { update: 'Setting updated' },
    push: { send: 'Push sent' },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
/** The CSV export's headers (fieldLabel): the audit trail's fields in the columns' words. */
const auditFields = {
  dCreatedAt: 'Date',
  sAdminName: 'By',
  sAdminEmail: 'Email',
  sAction: 'Action',
  sResource: 'Record type',
  iRecordId: 'Record id',
  sRecordLabel: 'Record',
  aChanges: 'Changed fields',
};

export default { gd: { audit }, resources: { audit: { fields: auditFields } } };
