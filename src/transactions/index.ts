export { TransactionList } from './TransactionList';
export { TransactionDetail } from './TransactionDetail';
export { WalletTransactionList } from './WalletTransactionList';
export { WalletTransactionDetail } from './WalletTransactionDetail';
