/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { TRANSACTION_PAGES as P } from './pages';

export const transactionDetailModule = moduleLoader(() => import('./TransactionDetail'));
export const transactionListModule = moduleLoader(() => import('./TransactionList'));
export const walletTransactionDetailModule = moduleLoader(() => import('./WalletTransactionDetail'));
export const walletTransactionListModule = moduleLoader(() => import('./WalletTransactionList'));

export const TRANSACTION_PAGE_MODULES: PageModules = {
  [P.transactions]: transactionListModule,
  [P.walletTransactions]: walletTransactionListModule,
  [P.transaction]: transactionDetailModule,
  [P.walletTransaction]: walletTransactionDetailModule,
};
