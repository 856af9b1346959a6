/** The transaction screens' paths (platform.md section 2), under the admin basename. */
export const TRANSACTION_PAGES = {
  transactions: 'transactions',
  transaction: 'transaction/:id',
  walletTransactions: 'wallets-transactions',
  walletTransaction: 'transaction-wallet/:id',
} as const;
