/**
 * Transactions (derived from buy orders: one per order, same _id) and wallet transactions (stored,
 * seeded consistent with the wallets): lists and details (catalogue-and-orders.md s.7).
 */
import { orderIdBodySchema } from '../../src/domain/orders';
import { ApiError } from '../http';
import { listQuery } from '../listQuery';
import {
  findBuyOrder,
  LIST_BODY,
  toTransaction,
  TRANSACTION_LIST,
  WALLET_LIST,
  withExactEmail,
} from '../orderRecords';
import { route } from '../routeTable';
import type { BuyOrder } from '../types';

export const transactionRoutes = [
  route({
    method: 'post',
    path: '/admin/transactions',
    access: { resource: 'transactions', action: 'list' },
    body: LIST_BODY,
    handler: ({ store, body }) => {
      const query = { ...withExactEmail(body), eType: 'Buy' };
      const { data, total } = listQuery(store.data.orders, query, TRANSACTION_LIST);
      return { message: 'transactions_success', data: (data as BuyOrder[]).map(toTransaction), total };
    },
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
  route({
    method: 'post',
    path: '/admin/transactions-wallet',
    access: { resource: 'walletTransactions', action: 'list' },
    body: LIST_BODY,
    handler: ({ store, body }) => {
      const { data, total } = listQuery(store.data.walletTransactions, withExactEmail(body), WALLET_LIST);
      return { message: 'transactions_success', data, total };
    },
  }),
  route({
    method: 'get',
    path: '/admin/transaction-wallet/:id',
    access: { resource: 'walletTransactions', action: 'show' },
    handler: ({ store, params }) => {
      const record = store.data.walletTransactions.find((item) => item._id === params.id);
      if (!record) throw ApiError.of(404, 'not_found');
      return { message: 'transaction_success', data: record };
    },
  }),
];
