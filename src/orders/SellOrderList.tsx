import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip } from '@mui/material';
import { useState } from 'react';
import { DataTable, TopToolbar, useBasename, useCanAccess, useNavigate, useTranslate } from 'react-admin';
import { ColumnsButton } from '../common/ColumnsButton';
import { SafeConfirm } from '../common/SafeConfirm';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { SavedViewsAside, SavedViewsButton } from '../common/SavedViewsAside';
import { ReviewDataTable } from '../comfort/ReviewDataTable';
import { adminPath } from '../paths';
import type { SellStage } from '../domain/orders';
import { sellOrderList } from './pages';
import type { OrderRow } from './BuyOrderList';
import { IconAction } from './IconAction';
import { NoOrders, OrderIdFilter, useOrderColumns } from './orderListParts';
import { RejectDialog } from './lazyDialogs';
import { useFormat } from './useFormat';
import { useSellReview } from './useSellReview';
import { endpoints } from './endpoints';
import { sellOrderCsvRows } from './orderExports';
import { SellOrderBulkActions } from './OrderBulkActions';
import { CountField } from '../common/ListParts';

const A = 'gd.orders.actions';

export const sellCardPath = (basename: string, id: string) =>
  adminPath(basename, `sellcard/${encodeURIComponent(id)}`);

export const SellStatusChip = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  const color = status === 'Complete' ? 'success' : status === 'Denied' ? 'error' : 'warning';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={translate(`gd.orders.sell_status.${String(status)}`, { _: String(status) })}
    />
  );
};

/**
 * Sell order lists (s.2): eStatus Pending / Denied (with status 1) and Complete. Rows link to the
 * Sell Card Detail with View; approve and reject on the pending list are offered to whoever can open
 * it (catalogue s.6); the status column needs Edit.
 */
const SellOrderList = ({ stage }: { stage: SellStage }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { money } = useFormat();
  const column = useOrderColumns();
  const { canAccess: canView = false } = useCanAccess({ resource: 'sellOrders', action: 'show' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'sellOrders', action: 'edit' });
  const { canAccess: canReview = false } = useCanAccess({ resource: 'sellOrders', action: 'review' });
  const [approving, setApproving] = useState<OrderRow | null>(null);
  const [rejecting, setRejecting] = useState<OrderRow | null>(null);
  const [busy, setBusy] = useState(false);
  const { approve, reject } = useSellReview(() => {
    setApproving(null);
    setRejecting(null);
  });
  const approved = stage === 'approved';
  // Each stage its own columns (the three lists share the resource; the approved one shows others).
  const columnsKey = `sellOrders.${stage}.datatable`;

  return (
    <>
      <AdminList
        {...sellOrderList(stage)}
        filters={OrderIdFilter('sellOrders', endpoints.sellOrders.list)}
        exporter={false}
        title={`gd.orders.lists.sell_${stage}`}
        aside={<SavedViewsAside />}
        actions={
          <TopToolbar>
            <SavedViewsButton />
            <ColumnsButton storeKey={columnsKey} />
            <ExportAllButton toRows={sellOrderCsvRows} filename={`sell-orders-${stage}`} />
          </TopToolbar>
        }
      >
        <ReviewDataTable<OrderRow>
          storeKey={columnsKey}
          bulkActionButtons={stage === 'pending' && canReview ? <SellOrderBulkActions /> : false}
          rowClick={canView && !approved ? (id) => sellCardPath(basename, String(id)) : false}
          empty={<NoOrders />}
          shortcuts={{
            open: canView ? (record) => navigate(sellCardPath(basename, String(record._id))) : undefined,
            accept: stage === 'pending' && canReview ? setApproving : undefined,
            reject: stage === 'pending' && canReview ? setRejecting : undefined,
            labels: { accept: `${A}.approve_order`, reject: `${A}.reject_order` },
          }}
        >
          {approved
            ? [
                column.email,
                <DataTable.Col key="o" source="sOrderId" />,
                column.products,
                <DataTable.Col key="d" source="sDescription" />,
                column.currency,
                <DataTable.Col
                  key="p"
                  source="nPrice"
                  align="right"
                  render={(record) => money(record.nPrice, record.eCurrency)}
                />,
                <DataTable.Col key="q" source="nQuantity" align="right" field={CountField} />,
              ]
            : [
                <DataTable.Col key="o" source="sOrderId" />,
                <DataTable.Col key="n" source="sFullName" />,
                column.email,
                column.products,
                <DataTable.Col key="q" source="nQuantity" align="right" field={CountField} />,
                <DataTable.Col
                  key="a"
                  source="nTotalAmount"
                  label="gd.orders.sell.total_receivable"
                  align="right"
                  render={(record) => money(record.nTotalAmount, record.eCurrency)}
                />,
                column.created,
              ]}
          {canEdit && !approved && (
            <DataTable.Col source="eStatus" render={(record) => <SellStatusChip status={record.eStatus} />} />
          )}
          <DataTable.Col
            label="gd.orders.lists.actions"
            disableSort
            render={(record) => (
              <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
                {canView && (
                  <IconAction
                    label={`${A}.view`}
                    icon={<VisibilityIcon />}
                    to={sellCardPath(basename, String(record._id))}
                  />
                )}
                {stage === 'pending' && canReview && (
                  <>
                    <IconAction
                      label={`${A}.approve_order`}
                      icon={<CheckIcon />}
                      color="success"
                      onClick={() => setApproving(record as OrderRow)}
                    />
                    <IconAction
                      label={`${A}.reject_order`}
                      icon={<BlockIcon />}
                      color="error"
                      onClick={() => setRejecting(record as OrderRow)}
                    />
                  </>
                )}
              </Box>
            )}
          />
        </ReviewDataTable>
      </AdminList>
      <SafeConfirm
        isOpen={approving !== null}
        loading={busy}
        title={translate(`${A}.approve_order`)}
        content={translate('gd.orders.sell.approve_confirm', { id: approving?.sOrderId ?? '' })}
        confirm={`${A}.approve_order`}
        cancel={`${A}.cancel`}
        onConfirm={async () => {
          if (!approving) return;
          setBusy(true);
          await approve(approving).catch(() => undefined);
          setBusy(false);
        }}
        onClose={() => setApproving(null)}
      />
      <RejectDialog
        open={rejecting !== null}
        title={translate('gd.orders.sell.reject_title', { id: rejecting?.sOrderId ?? '' })}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve())}
      />
    </>
  );
};

export const PendingSellOrders = () => <SellOrderList stage="pending" />;
export const RejectedSellOrders = () => <SellOrderList stage="rejected" />;
export const ApprovedSellOrders = () => <SellOrderList stage="approved" />;
