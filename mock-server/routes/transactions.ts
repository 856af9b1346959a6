/**
 * Transactions (derived from buy orders: one per order, same _id) and wallet transactions (stored,
 * seeded consistent with the wallets): lists and details (catalogue-and-orders.md s.7).
 */
import { orderIdBodySchema } from '../../src/domain/orders';
import { findBuyOrder, toTransaction, TRANSACTION_LIST, WALLET_LIST, withExactEmail } from '../orderRecords';
import { findById, listRoute } from '../records';
import { route } from '../routeTable';
import type { BuyOrder } from '../types';

export const transactionRoutes = [
  listRoute({
    path: '/admin/transactions',
    access: { resource: 'transactions', action: 'list' },
    message: 'transactions_success',
    records: (db) => db.orders,
    config: TRANSACTION_LIST,
    query: (body) => ({ ...withExactEmail(body), eType: 'Buy' }),
    // The eType filter above leaves buy orders only.
    present: (order) => toTransaction(order as BuyOrder),
  }),
  route({
    method: 'post',
    path: '/admin/transaction',
    access: { resource: 'transactions', action: 'show' },
    body: orderIdBodySchema,
    handler: ({ store, body }) => ({
      message: 'transaction_success',
      data: [toTransaction(findBuyOrder(store.data, body.id))],
    }),
  }),
  listRoute({
    path: '/admin/transactions-wallet',
    access: { resource: 'walletTransactions', action: 'list' },
    message: 'transactions_success',
    records: (db) => db.walletTransactions,
    config: WALLET_LIST,
    query: withExactEmail,
  }),
  route({
    method: 'get',
    path: '/admin/transaction-wallet/:id',
    // The spec names the screen's route but no call behind it ("content not shown").
    kind: 'extension',
    access: { resource: 'walletTransactions', action: 'show' },
    handler: ({ store, params }) => ({
      message: 'transaction_success',
      data: findById(store.data.walletTransactions, params.id),
    }),
  }),
];
