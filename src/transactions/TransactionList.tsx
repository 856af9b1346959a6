import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip } from '@mui/material';
import { DataTable, TopToolbar, useBasename, useTranslate } from 'react-admin';
import { ColumnsButton } from '../common/ColumnsButton';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { PAYMENT_STATUSES, type PaymentStatus } from '../domain/orderRecords';
import { IconAction } from '../orders/IconAction';
import { InvoiceButton } from '../orders/InvoiceButton';
import { NoOrders, OrderIdFilter, useOrderColumns } from '../orders/orderListParts';
import { adminPath } from '../paths';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { endpoints } from './endpoints';
import { TRANSACTION_LISTS } from './pages';
import { transactionCsvRows } from './transactionExports';
import { CountField } from '../common/ListParts';

export const transactionPath = (basename: string, id: string) =>
  adminPath(basename, `transaction/${encodeURIComponent(id)}`);

const STATUS_COLOR: Readonly<Record<PaymentStatus, 'success' | 'error' | 'info'>> = {
  Success: 'success',
  Failed: 'error',
  Refunded: 'info',
};

const isPaymentStatus = (text: string): text is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(text);

/** A value outside PAYMENT_STATUSES (another backend's) is shown as sent, in a neutral chip. */
export const PaymentStatusChip = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const text = String(status ?? '');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isPaymentStatus(text) ? STATUS_COLOR[text] : 'default'}
      label={translate(`gd.orders.payment_status.${text}`, { _: text })}
    />
  );
};

/** /admin/transactions (s.2): one row per buy-order payment; invoice and details per row. */
export const TransactionList = () => {
  const basename = useBasename();
  const column = useOrderColumns();
  return (
    <AdminList
      {...TRANSACTION_LISTS.transactions}
      filters={OrderIdFilter('transactions', endpoints.transactions.list)}
      exporter={false}
      title="gd.orders.lists.transactions"
      actions={
        <TopToolbar>
          <ColumnsButton />
          <ExportAllButton toRows={transactionCsvRows} />
        </TopToolbar>
      }
    >
      <ResponsiveDataTable bulkActionButtons={false} rowClick={false} empty={<NoOrders />}>
        {column.email}
        <DataTable.Col source="sOrderId" />
        <DataTable.Col source="eGateway" />
        <DataTable.Col source="eStatus" render={(record) => <PaymentStatusChip status={record.eStatus} />} />
        <DataTable.Col source="nTotalQuantity" align="right" field={CountField} />
        {column.total}
        {column.currency}
        {column.created}
        <DataTable.Col
          label="gd.orders.lists.actions"
          disableSort
          render={(record) => (
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <InvoiceButton id={String(record._id)} compact />
              <IconAction
                label="gd.orders.actions.view_details"
                icon={<VisibilityIcon />}
                to={transactionPath(basename, String(record._id))}
              />
            </Box>
          )}
        />
      </ResponsiveDataTable>
    </AdminList>
  );
};
