import type { ListIdentity } from '../common/listDefaults';

/** The transaction screens' paths (platform.md section 2), under the admin basename. */
export const TRANSACTION_PAGES = {
  transactions: 'transactions',
  transaction: 'transaction/:id',
  walletTransactions: 'wallets-transactions',
  walletTransaction: 'transaction-wallet/:id',
} as const;

/** The two lists, for their List and for the rows a cold load fetches ahead (common/fetchedAhead.ts). */
export const TRANSACTION_LISTS = {
  transactions: { resource: 'transactions', storeKey: 'transactions.list', filter: {} },
  walletTransactions: { resource: 'walletTransactions', storeKey: 'walletTransactions.list', filter: {} },
} satisfies Record<string, ListIdentity>;

/** The same lists by page. */
export const TRANSACTION_LIST_PAGES: Readonly<Record<string, ListIdentity>> = {
  [TRANSACTION_PAGES.transactions]: TRANSACTION_LISTS.transactions,
  [TRANSACTION_PAGES.walletTransactions]: TRANSACTION_LISTS.walletTransactions,
};
