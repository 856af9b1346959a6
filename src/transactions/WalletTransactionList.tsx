import { Box } from '@mui/material';
import { DataTable, SearchInput, useBasename, useTranslate } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { useFormat } from '../orders/useFormat';
import { adminPath } from '../paths';
import { PaymentStatusChip } from './TransactionList';

export const walletTransactionPath = (basename: string, id: string) =>
  adminPath(basename, `transaction-wallet/${encodeURIComponent(id)}`);

const Filters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('gd.orders.lists.order_id_filter')} />,
  ];
};

/** /admin/wallets-transactions (s.2): no action column; a row opens its (hidden) detail route. */
export const WalletTransactionList = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { money, date } = useFormat();
  return (
    <AdminList
      resource="walletTransactions"
      storeKey="walletTransactions.list"
      filters={Filters()}
      exporter={false}
      title="gd.orders.lists.wallet_transactions"
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(id) => walletTransactionPath(basename, String(id))}
        empty={<Box sx={{ p: 2 }}>{translate('gd.orders.lists.empty')}</Box>}
      >
        <DataTable.Col source="sEmail" />
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
      </DataTable>
    </AdminList>
  );
};
