/**
 * The spec's calls on categories and uploads, gift and redeem cards, orders, transactions and push, in
 * the order of its tables (catalogue-and-orders.md s.7).
 */
import {
  listReadings,
  messageAnswer,
  recordReadings,
  signedUrlReadings,
  transactionReadings,
} from './answers';
import {
  categoryRecord,
  giftCardRecord,
  orderRecord,
  redeemCardRecord,
  transactionRecord,
  walletTransactionRecord,
} from './records';
import { giftCardPutBody, redeemCardPutBody, listRequest as list } from './requests';
import type { ContractOperation } from './operationTypes';

export const CATALOGUE_OPERATIONS = {
  'GET /admin/categories': {
    summary: 'Categories (all)',
    tag: 'Categories and uploads',
    answer: listReadings(categoryRecord, 'CategoryList'),
  },
  'GET /admin/categories/:id': {
    summary: 'One category',
    tag: 'Categories and uploads',
    answer: recordReadings(categoryRecord, 'CategoryAnswer'),
  },
  'POST /admin/categories': {
    summary: 'Create a category',
    tag: 'Categories and uploads',
    answer: messageAnswer,
  },
  'PUT /admin/categories/:id': {
    summary: 'Edit a category',
    tag: 'Categories and uploads',
    answer: messageAnswer,
  },
  'PUT /admin/categories/:eStatus/:id': {
    summary: 'Set Active, Disabled or Deleted',
    tag: 'Categories and uploads',
    answer: messageAnswer,
  },
  'POST /admin/signedurl/:folder': {
    summary: 'A signed upload URL',
    tag: 'Categories and uploads',
    answer: signedUrlReadings,
  },
  'POST /admin/giftcards/list': {
    summary: 'Gift cards, one page',
    tag: 'Gift cards',
    answer: listReadings(giftCardRecord, 'GiftCardList'),
    body: list,
  },
  'GET /admin/giftcards/:id': {
    summary: 'One gift card',
    tag: 'Gift cards',
    answer: recordReadings(giftCardRecord, 'GiftCardAnswer'),
  },
  'POST /admin/giftcards': { summary: 'Create a gift card', tag: 'Gift cards', answer: messageAnswer },
  'PUT /admin/giftcards/:id': {
    summary: 'Edit a gift card, or switch its status ({ _id, eStatus })',
    tag: 'Gift cards',
    answer: messageAnswer,
    body: giftCardPutBody,
  },
  'DELETE /admin/giftcards/:id': { summary: 'Delete a gift card', tag: 'Gift cards', answer: messageAnswer },
  'POST /admin/redeemcards/list': {
    summary: 'Redeem cards, one page (no codes or pins)',
    tag: 'Redeem cards',
    answer: listReadings(redeemCardRecord, 'RedeemCardList'),
    body: list,
  },
  'GET /admin/redeemcards/:id': {
    summary: 'One redeem card, with its code and pin',
    tag: 'Redeem cards',
    answer: recordReadings(redeemCardRecord, 'RedeemCardAnswer'),
  },
  'POST /admin/redeemcards': { summary: 'Create a redeem card', tag: 'Redeem cards', answer: messageAnswer },
  'PUT /admin/redeemcards/:id': {
    summary: 'Edit a redeem card, or switch its status ({ _id, eStatus })',
    tag: 'Redeem cards',
    answer: messageAnswer,
    body: redeemCardPutBody,
  },
  'DELETE /admin/redeemcards/:id': {
    summary: 'Delete a redeem card',
    tag: 'Redeem cards',
    answer: messageAnswer,
  },
  'POST /admin/orders': {
    summary: 'Buy orders, one page (status 1 paid, 2 accepted, 3 delivered)',
    tag: 'Orders',
    answer: listReadings(orderRecord, 'OrderList'),
    body: list,
  },
  'PUT /admin/order/accept': { summary: 'Accept a paid order', tag: 'Orders', answer: messageAnswer },
  'PUT /admin/order/deliver': {
    summary: 'Deliver with codes and serials',
    tag: 'Orders',
    answer: messageAnswer,
  },
  'PUT /admin/order/reject/:cartId': { summary: 'Reject a paid order', tag: 'Orders', answer: messageAnswer },
  'PUT /admin/order/reject': {
    summary: 'Reject a paid order (the other reading: cartId in the body)',
    tag: 'Orders',
    answer: messageAnswer,
  },
  'POST /admin/sellorders': {
    summary: 'Sell orders, one page',
    tag: 'Orders',
    answer: listReadings(orderRecord, 'SellOrderList'),
    body: list,
  },
  'GET /admin/order-sell/:id': {
    summary: 'One sell order',
    tag: 'Orders',
    answer: recordReadings(orderRecord, 'SellOrderAnswer'),
  },
  'PUT /admin/order-sell': {
    summary: 'Approve (Complete) or deny a sell order',
    tag: 'Orders',
    answer: messageAnswer,
  },
  'POST /admin/transactions': {
    summary: 'Transactions, one page',
    tag: 'Transactions',
    answer: listReadings(transactionRecord, 'TransactionList'),
    body: list,
  },
  'POST /admin/transaction': { summary: 'One transaction', tag: 'Transactions', answer: transactionReadings },
  'POST /admin/transactions-wallet': {
    summary: 'Wallet transactions, one page',
    tag: 'Transactions',
    answer: listReadings(walletTransactionRecord, 'WalletTransactionList'),
    body: list,
  },
  'POST /push/send': { summary: 'Send a push notification', tag: 'Push', answer: messageAnswer },
} as const satisfies Record<string, ContractOperation>;
