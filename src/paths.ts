/** The app's own paths (platform.md section 2), in one place for the router, redirects and links. */

export const LOGIN_PATH = '/auth/login';
export const FORGOT_PATH = '/auth/forgot';
export const RESET_PATH = '/auth/reset/:token';
/** The API reference (Scalar over the API's openapi.json): public. */
export const API_DOCS_PATH = '/api-docs';

export const ADMIN_BASENAME = '/admin';

/** Admin pages of the foundation, as paths under the admin basename. */
export const ADMIN_PAGES = {
  dashboard: 'dashboard',
  noPermission: 'nopermission',
  profile: 'user-profile',
  changePassword: 'user-changepassword',

  // [area:subadmin]
  /** The spec's add path; it opens the create route of the `subadmin` resource. */
  addSubAdmin: 'add/subAdmin',

  // [area:customers]
  customers: 'customers',
  customerByType: 'customer/:type/:id',

  // [area:catalogue]
  categoryCreate: 'add/category',

  // [area:cards]
  giftCards: 'giftCards',
  addCard: 'add/card',
  card: 'card/:id',
  cardEdit: 'card/:id/edit',
  cardByType: 'card/:id/:type',
  redeemCards: 'redeemCards',
  addRedeemCard: 'add/redeemcard',
  redeemCard: 'redeemcard/:id',
  redeemCardEdit: 'redeemcard/:id/edit',
  redeemCardByType: 'redeemcard/:id/:type',

  // [area:audit]
  /** The audit trail (resource `audit`). */
  audit: 'audit',
  // [area:queues]
  // [area:search]
  // [area:comfort]
  // [area:settings]
  /** The Settings / CMS pages list (resource `settings`). */
  cms: 'cms',
  // [area:push]
  push: 'push',
  // [area:orders]
  pendingOrders: 'pending-orders',
  acceptedOrders: 'accepted-orders',
  // The spec's spelling (platform.md s.2).
  deliveredOrders: 'delevered-orders',
  sellPending: 'sellcards/pending',
  sellRejected: 'sellcards/rejected',
  sellApproved: 'sellcards/approve',
  sellCard: 'sellcard/:id',
  transactions: 'transactions',
  transaction: 'transaction/:id',
  walletTransactions: 'wallets-transactions',
  walletTransaction: 'transaction-wallet/:id',
} as const;

/** `${basename}/${page}` without a double slash when the basename is empty or ends with one. */
export const adminPath = (basename: string, page: string): string =>
  `${basename.replace(/\/+$/, '')}/${page.replace(/^\/+/, '')}`;

export const ADMIN_HOME = adminPath(ADMIN_BASENAME, ADMIN_PAGES.dashboard);
