import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { BulkActionButton } from '../common/bulk/BulkActionButton';
import { useSelectedItems, useStartBulk } from '../common/bulk/BulkRunScope';
import type { OrderRow } from './BuyOrderList';
import { RejectDialog } from './lazyDialogs';

const B = 'gd.orders.bulk';
const orderId = (order: OrderRow) => order.sOrderId;

/**
 * Pending buy orders: accept each with the spec's minimal body {cartId} (catalogue s.7): no codes,
 * which the delivery gives, as an accept without pairs in the dialog does. Of two admins accepting the
 * same order one wins; the other's row is the server's 409 message.
 */
export const BuyOrderBulkActions = () => (
  <BulkActionButton<OrderRow>
    label={`${B}.accept`}
    icon={<CheckIcon />}
    confirmTitle={`${B}.accept_confirm`}
    confirmContent={`${B}.accept_content`}
    rowLabel={orderId}
    invalidates={['orders']}
    task={(dataProvider, id) => dataProvider.acceptOrder({ cartId: String(id) })}
  />
);

/** Pending sell orders: approve, or deny with one reason for all (the same rule as one row's reject). */
export const SellOrderBulkActions = () => (
  <>
    <BulkActionButton<OrderRow>
      label={`${B}.approve`}
      icon={<CheckIcon />}
      confirmTitle={`${B}.approve_confirm`}
      rowLabel={orderId}
      invalidates={['sellOrders']}
      task={(dataProvider, id) => dataProvider.reviewSellOrder({ _id: String(id), status: 'Complete' })}
    />
    <BulkDenyButton />
  </>
);

const BulkDenyButton = () => {
  const translate = useTranslate();
  const start = useStartBulk();
  const { count, items } = useSelectedItems(orderId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={`${B}.deny`} color="error" onClick={() => setOpen(true)} disabled={count === 0}>
        <BlockIcon />
      </Button>
      {/* The reason dialog is the confirmation: its title names the count. */}
      <RejectDialog
        open={open}
        title={translate(`${B}.deny_title`, { smart_count: count })}
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          setOpen(false);
          start(
            {
              title: translate(`${B}.deny`),
              invalidates: ['sellOrders'],
              task: (dataProvider, id) =>
                dataProvider.reviewSellOrder({ _id: String(id), status: 'Denied', sRejectReason: reason }),
            },
            items(),
          );
        }}
      />
    </>
  );
};
