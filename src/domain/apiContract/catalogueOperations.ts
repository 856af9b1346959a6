/**
 * The spec's calls on categories and uploads, gift and redeem cards, orders, transactions and push, in
 * the order of its tables (catalogue-and-orders.md s.7).
 */
import type { z } from '../zod';
import { signedUrlReadings, transactionReadings } from './answers';
import { listCall, messageCall, pageCall, recordCall } from './calls';
import {
  categoryRecord,
  giftCardRecord,
  orderRecord,
  redeemCardRecord,
  transactionRecord,
  walletTransactionRecord,
} from './records';
import { giftCardPutBody, redeemCardPutBody } from './requests';
import { tagged, type ContractOperation } from './operationTypes';

type CardCallKey<Path extends string> =
  | `POST /admin/${Path}/list`
  | `GET /admin/${Path}/:id`
  | `POST /admin/${Path}`
  | `PUT /admin/${Path}/:id`
  | `DELETE /admin/${Path}/:id`;

/**
 * The spec gives gift and redeem cards (catalogue-and-orders.md s.2, s.3) the same five calls, worded
 * after the card, with one PUT for either an edit or a status switch; `notes` add what one collection's
 * list or record answer says beyond that.
 */
const cardCalls = <const Path extends string>(
  path: Path,
  card: string,
  record: z.ZodObject,
  putBody: z.ZodType,
  notes: { list?: string; one?: string } = {},
) => {
  const cards = `${card.charAt(0).toUpperCase()}${card.slice(1)}s`;
  const schemaName = card.replace(/(?:^|\s+)(\w)/g, (_, letter: string) => letter.toUpperCase());
  // A computed key is typed `string`: the assertion keeps each route's literal for OperationKey.
  return {
    [`POST /admin/${path}/list`]: pageCall(
      `${cards}, one page${notes.list ? ` (${notes.list})` : ''}`,
      record,
      `${schemaName}List`,
    ),
    [`GET /admin/${path}/:id`]: recordCall(
      `One ${card}${notes.one ? `, ${notes.one}` : ''}`,
      record,
      `${schemaName}Answer`,
    ),
    [`POST /admin/${path}`]: messageCall(`Create a ${card}`),
    [`PUT /admin/${path}/:id`]: {
      ...messageCall(`Edit a ${card}, or switch its status ({ _id, eStatus })`),
      body: putBody,
    },
    [`DELETE /admin/${path}/:id`]: messageCall(`Delete a ${card}`),
  } as Record<CardCallKey<Path>, Omit<ContractOperation, 'tag'>>;
};

export const CATALOGUE_OPERATIONS = {
  ...tagged('Categories and uploads', {
    'GET /admin/categories': listCall('Categories (all)', categoryRecord, 'CategoryList'),
    'GET /admin/categories/:id': recordCall('One category', categoryRecord, 'CategoryAnswer'),
    'POST /admin/categories': messageCall('Create a category'),
    'PUT /admin/categories/:id': messageCall('Edit a category'),
    'PUT /admin/categories/:eStatus/:id': messageCall('Set Active, Disabled or Deleted'),
    'POST /admin/signedurl/:folder': { summary: 'A signed upload URL', answer: signedUrlReadings },
  }),
  ...tagged('Gift cards', cardCalls('giftcards', 'gift card', giftCardRecord, giftCardPutBody)),
  ...tagged(
    'Redeem cards',
    cardCalls('redeemcards', 'redeem card', redeemCardRecord, redeemCardPutBody, {
      list: 'no codes or pins',
      one: 'with its code and pin',
    }),
  ),
  ...tagged('Orders', {
    'POST /admin/orders': pageCall(
      'Buy orders, one page (status 1 paid, 2 accepted, 3 delivered)',
      orderRecord,
      'OrderList',
    ),
    'PUT /admin/order/accept': messageCall('Accept a paid order'),
    'PUT /admin/order/deliver': messageCall('Deliver with codes and serials'),
    'PUT /admin/order/reject/:cartId': messageCall('Reject a paid order'),
    'PUT /admin/order/reject': messageCall('Reject a paid order (the other reading: cartId in the body)'),
    'POST /admin/sellorders': pageCall('Sell orders, one page', orderRecord, 'SellOrderList'),
    'GET /admin/order-sell/:id': recordCall('One sell order', orderRecord, 'SellOrderAnswer'),
    'PUT /admin/order-sell': messageCall('Approve (Complete) or deny a sell order'),
  }),
  ...tagged('Transactions', {
    'POST /admin/transactions': pageCall('Transactions, one page', transactionRecord, 'TransactionList'),
    'POST /admin/transaction': { summary: 'One transaction', answer: transactionReadings },
    'POST /admin/transactions-wallet': pageCall(
      'Wallet transactions, one page',
      walletTransactionRecord,
      'WalletTransactionList',
    ),
  }),
  ...tagged('Push', {
    'POST /push/send': messageCall('Send a push notification'),
  }),
} as const satisfies Record<string, ContractOperation>;
