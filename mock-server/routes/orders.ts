/**
 * Buy orders (catalogue-and-orders.md s.4, s.7): the list, and the enforced transitions
 * accept 1 -> 2, deliver 2 -> 3, reject 1 -> 0. Each handler checks everything, then mutates in the
 * same synchronous stretch (no await between the status check and the change): of two concurrent
 * accepts of one order exactly one succeeds, the other sees status 2 and answers 409.
 */
import {
  acceptOrderSchema,
  deliverOrderSchema,
  orderIdBodySchema,
  rejectOrderBodySchema,
  type CodePair,
} from '../../src/domain/orders';
import { newId } from '../auth';
import { ApiError } from '../http';
import { recordById } from '../storage';
import type { ServerKey } from '../i18n';
import {
  checkCodesFree,
  checkDeliveredCodes,
  checkPairs,
  findBuyOrder,
  ORDER_LIST,
  toCardCodes,
} from '../orderRecords';
import { listRoute } from '../records';
import { route } from '../routeTable';
import { applyWalletMovement } from '../seedWallets';
import type { Storage } from '../storage';
import type { BuyOrder, BuyStatus } from '../types';

/** Accept, deliver and reject: one action of the shared permission model (src/domain/permissions.ts). */
const FULFIL = { resource: 'orders', action: 'accept' } as const;

/** The buy order `id` when it is in status `from`: 404 when there is none, 409 `conflict` otherwise. */
function orderIn(store: Storage, id: string, from: BuyStatus, conflict: ServerKey): BuyOrder {
  const order = findBuyOrder(store.data, id);
  if (order.nStatus !== from) throw ApiError.of(409, conflict);
  return order;
}

/** Accept (1 -> 2) and deliver (2 -> 3): the codes sent, if any, replace the order's. */
const STEPS = {
  accept: { from: 1, to: 2, conflict: 'order_not_pending', message: 'order_accepted' },
  deliver: { from: 2, to: 3, conflict: 'order_not_accepted', message: 'order_delivered' },
} as const;

async function fulfil(
  store: Storage,
  step: (typeof STEPS)[keyof typeof STEPS],
  body: { cartId: string; nQuantity?: number; data?: CodePair[] },
  now: number,
) {
  const order = orderIn(store, body.cartId, step.from, step.conflict);
  const pairs = body.data ?? [];
  checkPairs(order, pairs, body.nQuantity);
  if (step === STEPS.deliver) checkDeliveredCodes(order, pairs);
  checkCodesFree(store, order, pairs);
  order.nStatus = step.to;
  if (pairs.length > 0) order.aCardCode = toCardCodes(pairs);
  order.dUpdatedAt = new Date(now).toISOString();
  await store.save({ orders: [order] });
  return { message: step.message, data: order };
}

async function reject(store: Storage, id: string, reason: string, now: number) {
  const order = orderIn(store, id, 1, 'order_not_pending');
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
  listRoute({
    path: '/admin/orders',
    access: { resource: 'orders', action: 'list' },
    message: 'orders_success',
    records: (db) => db.orders,
    config: ORDER_LIST,
    // s.7: eType defaults to Buy and status to 3 (the lists send 1, 2 or 3).
    query: (body) => ({ eType: 'Buy', status: 3, ...body }),
  }),
  route({
    method: 'put',
    path: '/admin/order/accept',
    access: FULFIL,
    body: acceptOrderSchema,
    handler: ({ store, body, now }) => fulfil(store, STEPS.accept, body, now()),
  }),
  route({
    method: 'put',
    path: '/admin/order/deliver',
    access: FULFIL,
    body: deliverOrderSchema,
    handler: ({ store, body, now }) => fulfil(store, STEPS.deliver, body, now()),
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
  // Beyond the spec (docs/security.md): the default profile's order lists mask delivered codes
  // (defaultAnswers.ts); the Order Details dialog asks for one order's codes here, and each such
  // reveal is in the audit trail ('order.codes').
  route({
    method: 'post',
    path: '/admin/order/codes',
    kind: 'extension',
    access: { resource: 'orders', action: 'show' },
    body: orderIdBodySchema,
    handler: ({ store, body }) => {
      const order = recordById(store.data.orders, body.id);
      if (!order || order.eType !== 'Buy') throw ApiError.of(404, 'not_found');
      return { message: 'order_codes_success', data: { _id: order._id, aCardCode: order.aCardCode } };
    },
  }),
];
