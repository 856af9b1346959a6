import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyLinkButton } from '../common/CopyLinkButton';
import { AuditHistory } from '../audit/AuditHistory';
import type { OrderRecord } from '../domain/orders';
import { DeliveredCodes } from './DeliveredCodes';
import { OrderStatusField } from './OrderStatusField';
import { DetailGrid, OrderSummary } from './OrderSummary';
import { useFormat } from './useFormat';
import { freeText } from '../common/freeText';

const D = 'gd.orders.details';

export interface OrderDetailsDialogProps {
  order: OrderRecord | null;
  /** The buy status of the list the order was found in (the record itself has no status field). */
  status: number;
  onClose: () => void;
  /** The order's own address (useOrderLink), for its Copy link action. */
  href?: string;
}

/** The Order Details dialog the three buy-order lists share. */
export const OrderDetailsDialog = ({ order, status, onClose, href }: OrderDetailsDialogProps) => {
  const translate = useTranslate();
  const { date } = useFormat();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="order-details-title"
    >
      {order && (
        <>
          <DialogTitle id="order-details-title">
            {translate(`${D}.title`)} · {order.sOrderId}
          </DialogTitle>
          <DialogContent dividers>
            <DetailGrid
              items={[
                [`${D}.order_id`, order.sOrderId],
                [`${D}.date`, date(order.dCreatedAt)],
                [`${D}.customer`, freeText(order.sFullName)],
                [`${D}.email`, order.sEmail],
                [`${D}.status`, <OrderStatusField key="status" status={status} />],
                [`${D}.gateway`, order.eGateway],
                [`${D}.payer_id`, order.sPayerId],
                [`${D}.payment_id`, order.sPaymentId],
                [`${D}.payment_token`, order.sPaymentToken],
                [`${D}.transaction_id`, order.sTransactionId],
                ...(order.sRejectReason
                  ? [[`${D}.reject_reason`, freeText(order.sRejectReason)] as [string, ReactNode]]
                  : []),
              ]}
            />
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate(`${D}.products`)}
            </Typography>
            <OrderSummary order={order} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {translate(`${D}.codes`)}
            </Typography>
            <DeliveredCodes order={order} />
            <AuditHistory recordId={order._id} />
          </DialogContent>
          <DialogActions>
            {href && <CopyLinkButton href={href} />}
            <Button onClick={onClose}>{translate('gd.orders.actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
