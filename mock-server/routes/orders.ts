/**
 * Buy orders (catalogue-and-orders.md s.4, s.7): the list, and the enforced transitions
 * accept 1 -> 2, deliver 2 -> 3, reject 1 -> 0. Each handler checks everything, then mutates in the
 * same synchronous stretch (no await between the status check and the change): of two concurrent
 * accepts of one order exactly one succeeds, the other sees status 2 and answers 409.
 */
import { acceptOrderSchema, deliverOrderSchema, rejectOrderBodySchema } from '../../src/domain/orders';
import { newId } from '../auth';
import { ApiError } from '../http';
import { listQuery } from '../listQuery';
import { LIST_BODY } from '../orderRecords';
import { checkPairs, findBuyOrder, ORDER_LIST, toCardCodes } from '../orderRecords';
import { route } from '../routeTable';
import { applyWalletMovement } from '../seedWallets';
import type { Store } from '../store';

const FULFIL = { module: 'Gift Card Management', operation: 'Edit' } as const;

async function reject(store: Store, id: string, reason: string, now: number) {
  const order = findBuyOrder(store.data, id);
  if (order.nStatus !== 1) throw ApiError.of(409, 'order_not_pending');
  order.nStatus = 0;
  order.sRejectReason = reason;
  order.dUpdatedAt = new Date(now).toISOString();
  // The part paid from the wallet goes back to it; the gateway part is refunded outside the mock.
  applyWalletMovement(store.data, order, 'Refund', order.nWalletAmount, newId(), now);
  // Exactly what changed (the ledger only grows, which the store sees by itself).
  await store.save({ orders: [order], wallets: true });
  return { message: 'order_rejected' as const, data: order };
}

export const orderRoutes = [
  route({
    method: 'post',
    path: '/admin/orders',
    access: { resource: 'orders', action: 'list' },
    body: LIST_BODY,
    handler: ({ store, body }) => {
      // s.7: eType defaults to Buy and status to 3 (the lists send 1, 2 or 3).
      const query = { eType: 'Buy', status: 3, ...body };
      const { data, total } = listQuery(store.data.orders, query, ORDER_LIST);
      return { message: 'orders_success', data, total };
    },
  }),
  route({
    method: 'put',
    path: '/admin/order/accept',
    access: FULFIL,
    body: acceptOrderSchema,
    handler: async ({ store, body, now }) => {
      const order = findBuyOrder(store.data, body.cartId);
      if (order.nStatus !== 1) throw ApiError.of(409, 'order_not_pending');
      const pairs = body.data ?? [];
      checkPairs(order, pairs, body.nQuantity);
      order.nStatus = 2;
      if (pairs.length > 0) order.aCardCode = toCardCodes(pairs);
      order.dUpdatedAt = new Date(now()).toISOString();
      await store.save({ orders: [order] });
      return { message: 'order_accepted', data: order };
    },
  }),
  route({
    method: 'put',
    path: '/admin/order/deliver',
    access: FULFIL,
    body: deliverOrderSchema,
    handler: async ({ store, body, now }) => {
      const order = findBuyOrder(store.data, body.cartId);
      if (order.nStatus !== 2) throw ApiError.of(409, 'order_not_accepted');
      checkPairs(order, body.data, body.nQuantity);
      order.nStatus = 3;
      order.aCardCode = toCardCodes(body.data);
      order.dUpdatedAt = new Date(now()).toISOString();
      await store.save({ orders: [order] });
      return { message: 'order_delivered', data: order };
    },
  }),
  // Both readings of s.7: the id in the path with sOrderContent, or cartId + sRejectReason in the body.
  route({
    method: 'put',
    path: '/admin/order/reject/:cartId',
    access: FULFIL,
    body: rejectOrderBodySchema,
    handler: ({ store, body, params, now }) => {
      if (body.cartId !== '' && body.cartId !== params.cartId) throw ApiError.of(400, 'bad_request');
      return reject(store, params.cartId, body.reason, now());
    },
  }),
  route({
    method: 'put',
    path: '/admin/order/reject',
    access: FULFIL,
    body: rejectOrderBodySchema,
    handler: ({ store, body, now }) => {
      if (!body.cartId) throw ApiError.of(400, 'bad_request');
      return reject(store, body.cartId, body.reason, now());
    },
  }),
];
