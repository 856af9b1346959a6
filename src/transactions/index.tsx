/** Transactions and wallet transactions, each a list and a record page (platform.md s.2). */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { guardedPage } from '../common/RequireAccess';
import { TRANSACTION_LIST_PAGES, TRANSACTION_PAGES as P } from './pages';
import { listPagesPrefetch } from '../common/fetchedAhead';
import { lazyView } from '../common/lazyView';
import {
  transactionDetailModule,
  transactionListModule,
  walletTransactionDetailModule,
  walletTransactionListModule,
} from './pageModules';

const TransactionDetail = lazyView(transactionDetailModule, 'TransactionDetail');
const TransactionList = lazyView(transactionListModule, 'TransactionList');
const WalletTransactionDetail = lazyView(walletTransactionDetailModule, 'WalletTransactionDetail');
const WalletTransactionList = lazyView(walletTransactionListModule, 'WalletTransactionList');
import { endpoints } from './endpoints';

export const transactionsFeature: FeatureModule = {
  name: 'transactions',
  endpoints,
  resources: ['transactions', 'walletTransactions'],
  pages: P,
  prefetch: listPagesPrefetch(TRANSACTION_LIST_PAGES),
  menu: [
    {
      label: 'gd.layout.menu.transactions',
      icon: ReceiptLongIcon,
      children: [
        {
          path: P.transactions,
          label: 'gd.orders.menu.transactions',
          icon: PaymentsIcon,
          resource: 'transactions',
        },
        {
          path: P.walletTransactions,
          label: 'gd.orders.menu.wallet_transactions',
          icon: AccountBalanceWalletIcon,
          resource: 'walletTransactions',
        },
      ],
    },
  ],
  routes: (
    <CustomRoutes>
      <Route path={P.transactions} element={<TransactionList />} />
      <Route path={P.walletTransactions} element={<WalletTransactionList />} />
      <Route path={P.transaction} element={guardedPage('transactions', 'show', TransactionDetail)} />
      <Route
        path={P.walletTransaction}
        element={guardedPage('walletTransactions', 'show', WalletTransactionDetail)}
      />
    </CustomRoutes>
  ),
};
