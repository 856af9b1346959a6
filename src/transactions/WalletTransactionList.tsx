import { DataTable, useBasename, useTranslate } from 'react-admin';
import { EmailText } from '../common/ListParts';
import { AdminList } from '../common/AdminList';
import { NoOrders, OrderIdFilter } from '../orders/orderListParts';
import { useFormat } from '../orders/useFormat';
import { adminPath } from '../paths';
import { PaymentStatusChip } from './TransactionList';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';

export const walletTransactionPath = (basename: string, id: string) =>
  adminPath(basename, `transaction-wallet/${encodeURIComponent(id)}`);

/** /admin/wallets-transactions (s.2): no action column; a row opens its (hidden) detail route. */
export const WalletTransactionList = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { money, date } = useFormat();
  return (
    <AdminList
      resource="walletTransactions"
      storeKey="walletTransactions.list"
      filters={OrderIdFilter()}
      exporter={false}
      title="gd.orders.lists.wallet_transactions"
    >
      <ResponsiveDataTable
        bulkActionButtons={false}
        rowClick={(id) => walletTransactionPath(basename, String(id))}
        empty={<NoOrders />}
      >
        <DataTable.Col source="sEmail" render={(record) => <EmailText value={record.sEmail} />} />
        <DataTable.Col source="sOrderId" />
        <DataTable.Col source="eStatus" render={(record) => <PaymentStatusChip status={record.eStatus} />} />
        <DataTable.Col source="eGateway" />
        <DataTable.Col
          source="nTotalAmount"
          align="right"
          render={(record) => money(record.nTotalAmount, record.eCurrency)}
        />
        <DataTable.Col source="eCurrency" render={(record) => String(record.eCurrency).toUpperCase()} />
        <DataTable.Col
          source="sType"
          render={(record) =>
            translate(`gd.orders.wallet_type.${String(record.sType)}`, { _: String(record.sType) })
          }
        />
        <DataTable.Col source="dCreatedAt" render={(record) => date(record.dCreatedAt)} />
      </ResponsiveDataTable>
    </AdminList>
  );
};
