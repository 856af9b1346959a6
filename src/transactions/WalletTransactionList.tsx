import { DataTable, TopToolbar, useBasename, useTranslate } from 'react-admin';
import { ColumnsButton } from '../common/ColumnsButton';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { NoOrders, OrderIdFilter, useOrderColumns } from '../orders/orderListParts';
import { adminPath } from '../paths';
import { PaymentStatusChip } from './TransactionList';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { endpoints } from './endpoints';
import { TRANSACTION_LISTS } from './pages';
import { walletTransactionCsvRows } from './transactionExports';

export const walletTransactionPath = (basename: string, id: string) =>
  adminPath(basename, `transaction-wallet/${encodeURIComponent(id)}`);

/** /admin/wallets-transactions (s.2): no action column; a row opens its (hidden) detail route. */
export const WalletTransactionList = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const column = useOrderColumns();
  return (
    <AdminList
      {...TRANSACTION_LISTS.walletTransactions}
      filters={OrderIdFilter('walletTransactions', endpoints.walletTransactions.list)}
      exporter={false}
      title="gd.orders.lists.wallet_transactions"
      actions={
        <TopToolbar>
          <ColumnsButton />
          <ExportAllButton toRows={walletTransactionCsvRows} filename="wallet-transactions" />
        </TopToolbar>
      }
    >
      <ResponsiveDataTable
        bulkActionButtons={false}
        rowClick={(id) => walletTransactionPath(basename, String(id))}
        empty={<NoOrders />}
      >
        {column.email}
        <DataTable.Col source="sOrderId" />
        <DataTable.Col source="eStatus" render={(record) => <PaymentStatusChip status={record.eStatus} />} />
        <DataTable.Col source="eGateway" />
        {column.total}
        {column.currency}
        <DataTable.Col
          source="sType"
          render={(record) =>
            translate(`gd.orders.wallet_type.${String(record.sType)}`, { _: String(record.sType) })
          }
        />
        {column.created}
      </ResponsiveDataTable>
    </AdminList>
  );
};
