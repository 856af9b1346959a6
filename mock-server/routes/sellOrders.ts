/**
 * Sell-back orders (catalogue-and-orders.md s.4, s.7): lists, one order, and the review
 * Pending -> Complete (the wallet is credited with the total receivable) or Pending -> Denied
 * (with a reason). Checked and changed without an await in between: one review wins.
 */
import { sellReviewSchema } from '../../src/domain/orders';
import { newId } from '../auth';
import { ApiError } from '../http';
import { findSellOrder, ORDER_LIST } from '../orderRecords';
import { listRoute } from '../records';
import { route } from '../routeTable';
import { applyWalletMovement } from '../seedWallets';

export const sellOrderRoutes = [
  listRoute({
    path: '/admin/sellorders',
    access: { resource: 'sellOrders', action: 'list' },
    message: 'orders_success',
    records: (db) => db.orders,
    config: ORDER_LIST,
    // This endpoint lists sell orders only, whatever eType the body carries.
    query: (body) => ({ ...body, eType: 'Sell' }),
  }),
  route({
    method: 'get',
    path: '/admin/order-sell/:id',
    access: { resource: 'sellOrders', action: 'show' },
    handler: ({ store, params }) => ({
      message: 'order_success',
      data: findSellOrder(store.data, params.id),
    }),
  }),
  route({
    method: 'put',
    path: '/admin/order-sell',
    access: { resource: 'sellOrders', action: 'review' },
    body: sellReviewSchema,
    handler: async ({ store, body, now }) => {
      const order = findSellOrder(store.data, body._id);
      if (order.eStatus !== 'Pending') throw ApiError.of(409, 'sell_order_not_pending');
      const at = now();
      order.eStatus = body.status;
      order.dUpdatedAt = new Date(at).toISOString();
      if (body.status === 'Denied') order.sRejectReason = body.sRejectReason;
      else applyWalletMovement(store.data, order, 'Sell Back', order.nTotalAmount, newId(), at);
      await store.save({ orders: [order], wallets: true });
      return {
        message: body.status === 'Complete' ? 'sell_order_approved' : 'sell_order_rejected',
        data: order,
      };
    },
  }),
];
