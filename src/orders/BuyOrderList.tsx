import CheckIcon from '@mui/icons-material/Check';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, TopToolbar, useCanAccess } from 'react-admin';
import { ColumnsButton } from '../common/ColumnsButton';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { SavedViewsAside, SavedViewsButton } from '../common/SavedViewsAside';
import { ReviewDataTable } from '../comfort/ReviewDataTable';
import { BUY_STAGE_STATUS, type BuyStage } from '../domain/orderStatus';
import type { OrderRecord } from '../domain/orderRecords';
import { buyOrderList } from './pages';
import type { RaRecord } from 'react-admin';

/** A list row: the API's order with react-admin's id. */
export type OrderRow = OrderRecord & RaRecord;
import type { CodesMode } from './codeRows';
import { CodesDialog, OrderDetailsDialog } from './lazyDialogs';
import { IconAction } from './IconAction';
import { InvoiceButton } from './InvoiceButton';
import { EmailText, CountField } from '../common/ListParts';
import { NoOrders, OrderIdFilter, useOrderColumns } from './orderListParts';
import { OrderStatusField } from './OrderStatusField';
import { useOrderLink } from './useOrderLink';
import { endpoints } from './endpoints';
import { buyOrderCsvRows } from './orderExports';
import { BuyOrderBulkActions } from './OrderBulkActions';

const ACTION: Record<BuyStage, CodesMode | undefined> = {
  pending: 'accept',
  accepted: 'deliver',
  delivered: undefined,
};
const A = 'gd.orders.actions';

/**
 * One `orders` resource listed three ways (s.2): eType Buy with status 1, 2 or 3, each list with
 * its own stored filters, sort and page. A row's status is its list's (the spec's order has no
 * status field). Accept and deliver need the fulfilment right (Gift Card Management Edit or Gift
 * Card Purchase Request Accept/Reject); the status column needs Edit (s.6); details are for anyone
 * who can open the list. No reject anywhere here: catalogue s.2 offers none in these lists.
 */
const BuyOrderList = ({ stage }: { stage: BuyStage }) => {
  const column = useOrderColumns();
  const { canAccess: canFulfil = false } = useCanAccess({ resource: 'orders', action: 'accept' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'orders', action: 'edit' });
  const action = ACTION[stage];
  const status = BUY_STAGE_STATUS[stage];
  const details = useOrderLink(stage);
  const [acting, setActing] = useState<OrderRecord | null>(null);
  // Each stage its own columns (the three lists share the resource).
  const columnsKey = `orders.${stage}.datatable`;

  return (
    <>
      <AdminList
        {...buyOrderList(stage)}
        filters={OrderIdFilter('orders', endpoints.orders.list)}
        exporter={false}
        title={`gd.orders.lists.${stage}`}
        aside={<SavedViewsAside />}
        actions={
          <TopToolbar>
            <SavedViewsButton />
            <ColumnsButton storeKey={columnsKey} />
            <ExportAllButton toRows={buyOrderCsvRows} filename={`orders-${stage}`} />
          </TopToolbar>
        }
      >
        <ReviewDataTable<OrderRow>
          storeKey={columnsKey}
          // Bulk accept on the pending list only, with the right the row's Accept needs.
          bulkActionButtons={stage === 'pending' && canFulfil ? <BuyOrderBulkActions /> : false}
          rowClick={false}
          empty={<NoOrders />}
          shortcuts={{
            open: details.open,
            accept: action && canFulfil ? setActing : undefined,
            labels: { open: `${A}.view_details`, accept: action && `${A}.${action}` },
          }}
        >
          <DataTable.Col source="sOrderId" />
          <DataTable.Col
            source="sFullName"
            render={(record) => <CustomerCell name={record.sFullName} email={record.sEmail} />}
          />
          {column.products}
          <DataTable.Col source="nQuantity" align="right" field={CountField} />
          {column.total}
          <DataTable.Col source="eCurrency" render={(record) => record.eCurrency.toUpperCase()} />
          {column.created}
          {canEdit && (
            <DataTable.Col source="nStatus" disableSort render={() => <OrderStatusField status={status} />} />
          )}
          <DataTable.Col
            label="gd.orders.lists.actions"
            disableSort
            render={(record) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', alignItems: 'center' }}>
                <IconAction
                  label={`${A}.view_details`}
                  icon={<VisibilityIcon />}
                  onClick={() => details.open(record as OrderRow)}
                />
                {action && canFulfil && (
                  <Button label={`${A}.${action}`} onClick={() => setActing(record as OrderRow)}>
                    {action === 'accept' ? <CheckIcon /> : <LocalShippingIcon />}
                  </Button>
                )}
                {stage === 'delivered' && <InvoiceButton id={record.sTransactionId} compact />}
              </Box>
            )}
          />
        </ReviewDataTable>
      </AdminList>
      <OrderDetailsDialog order={details.order} status={status} onClose={details.close} href={details.href} />
      {action && (
        <CodesDialog
          order={acting}
          mode={action}
          onClose={() => setActing(null)}
          onDone={() => setActing(null)}
        />
      )}
    </>
  );
};

/** Name with the email below it: one column instead of two keeps the actions in view. */
const CustomerCell = ({ name, email }: { name: string; email: string }) => (
  <>
    {name}
    <Typography variant="caption" component="div" color="text.secondary">
      <EmailText value={email} />
    </Typography>
  </>
);

export const PendingOrders = () => <BuyOrderList stage="pending" />;
export const AcceptedOrders = () => <BuyOrderList stage="accepted" />;
export const DeliveredOrders = () => <BuyOrderList stage="delivered" />;
