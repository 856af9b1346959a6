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
import { tagged, type ContractOperation } from './operationTypes';

export const CATALOGUE_OPERATIONS = {
  ...tagged('Categories and uploads', {
    'GET /admin/categories': {
      summary: 'Categories (all)',
      answer: listReadings(categoryRecord, 'CategoryList'),
    },
    'GET /admin/categories/:id': {
      summary: 'One category',
      answer: recordReadings(categoryRecord, 'CategoryAnswer'),
    },
    'POST /admin/categories': { summary: 'Create a category', answer: messageAnswer },
    'PUT /admin/categories/:id': { summary: 'Edit a category', answer: messageAnswer },
    'PUT /admin/categories/:eStatus/:id': {
      summary: 'Set Active, Disabled or Deleted',
      answer: messageAnswer,
    },
    'POST /admin/signedurl/:folder': { summary: 'A signed upload URL', answer: signedUrlReadings },
  }),
  ...tagged('Gift cards', {
    'POST /admin/giftcards/list': {
      summary: 'Gift cards, one page',
      answer: listReadings(giftCardRecord, 'GiftCardList'),
      body: list,
    },
    'GET /admin/giftcards/:id': {
      summary: 'One gift card',
      answer: recordReadings(giftCardRecord, 'GiftCardAnswer'),
    },
    'POST /admin/giftcards': { summary: 'Create a gift card', answer: messageAnswer },
    'PUT /admin/giftcards/:id': {
      summary: 'Edit a gift card, or switch its status ({ _id, eStatus })',
      answer: messageAnswer,
      body: giftCardPutBody,
    },
    'DELETE /admin/giftcards/:id': { summary: 'Delete a gift card', answer: messageAnswer },
  }),
  ...tagged('Redeem cards', {
    'POST /admin/redeemcards/list': {
      summary: 'Redeem cards, one page (no codes or pins)',
      answer: listReadings(redeemCardRecord, 'RedeemCardList'),
      body: list,
    },
    'GET /admin/redeemcards/:id': {
      summary: 'One redeem card, with its code and pin',
      answer: recordReadings(redeemCardRecord, 'RedeemCardAnswer'),
    },
    'POST /admin/redeemcards': { summary: 'Create a redeem card', answer: messageAnswer },
    'PUT /admin/redeemcards/:id': {
      summary: 'Edit a redeem card, or switch its status ({ _id, eStatus })',
      answer: messageAnswer,
      body: redeemCardPutBody,
    },
    'DELETE /admin/redeemcards/:id': { summary: 'Delete a redeem card', answer: messageAnswer },
  }),
  ...tagged('Orders', {
    'POST /admin/orders': {
      summary: 'Buy orders, one page (status 1 paid, 2 accepted, 3 delivered)',
      answer: listReadings(orderRecord, 'OrderList'),
      body: list,
    },
    'PUT /admin/order/accept': { summary: 'Accept a paid order', answer: messageAnswer },
    'PUT /admin/order/deliver': { summary: 'Deliver with codes and serials', answer: messageAnswer },
    'PUT /admin/order/reject/:cartId': { summary: 'Reject a paid order', answer: messageAnswer },
    'PUT /admin/order/reject': {
      summary: 'Reject a paid order (the other reading: cartId in the body)',
      answer: messageAnswer,
    },
    'POST /admin/sellorders': {
      summary: 'Sell orders, one page',
      answer: listReadings(orderRecord, 'SellOrderList'),
      body: list,
    },
    'GET /admin/order-sell/:id': {
      summary: 'One sell order',
      answer: recordReadings(orderRecord, 'SellOrderAnswer'),
    },
    'PUT /admin/order-sell': { summary: 'Approve (Complete) or deny a sell order', answer: messageAnswer },
  }),
  ...tagged('Transactions', {
    'POST /admin/transactions': {
      summary: 'Transactions, one page',
      answer: listReadings(transactionRecord, 'TransactionList'),
      body: list,
    },
    'POST /admin/transaction': { summary: 'One transaction', answer: transactionReadings },
    'POST /admin/transactions-wallet': {
      summary: 'Wallet transactions, one page',
      answer: listReadings(walletTransactionRecord, 'WalletTransactionList'),
      body: list,
    },
  }),
  ...tagged('Push', {
    'POST /push/send': { summary: 'Send a push notification', answer: messageAnswer },
  }),
} as const satisfies Record<string, ContractOperation>;
