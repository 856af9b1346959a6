/**
 * The spec's call tables (platform.md s.7, catalogue-and-orders.md s.7) and the proposed extensions,
 * with what each call answers. Keyed `METHOD path` as the mock's route table writes the path
 * (mock-server/routes/*.ts): the OpenAPI document takes methods, paths, access and request bodies from
 * those routes and the rest from here (mock-server/openapi.ts), and fails to build when the two
 * disagree. The app's own calls (src/api/endpoints.ts) are checked against it by tests/api/openapi.test.ts.
 */
import type { z } from '../zod';
import {
  dashboardReadings,
  envelope,
  listReadings,
  loginReadings,
  messageAnswer,
  recordReadings,
  signedUrlReadings,
  transactionReadings,
  verifyReadings,
} from './answers';
import type { Readings } from './readings';
import {
  auditEntryRecord,
  categoryRecord,
  customerRecord,
  giftCardRecord,
  invoiceLinkRecord,
  orderCodesRecord,
  kycRecord,
  orderRecord,
  pushRecord,
  redeemCardRecord,
  revenueRecord,
  settingRecord,
  subadminRecord,
  transactionRecord,
  walletTransactionRecord,
} from './records';
import { customerPutBody, giftCardPutBody, listRequest, redeemCardPutBody } from './requests';

export const CONTRACT_TAGS = [
  'Session',
  'Password and profile',
  'Dashboard',
  'Sub-admins',
  'Customers and KYC',
  'Categories and uploads',
  'Gift cards',
  'Redeem cards',
  'Settings',
  'Push',
  'Orders',
  'Transactions',
] as const;
export type ContractTag = (typeof CONTRACT_TAGS)[number];

export interface ContractOperation {
  summary: string;
  tag: ContractTag;
  /** The 2xx answer: one schema, or every reading the app accepts. */
  answer: z.ZodType | Readings;
  /** Beyond the spec: the app detects it (its first 404 turns it off) and works without it. */
  extension?: boolean;
  /** The body, where the route reads a generic object itself (lists, edit-or-status PUTs). */
  body?: z.ZodType;
  /** The answer carries the session token in its Authorization header (login). */
  tokenHeader?: boolean;
}

const PLATFORM = 'platform.md s.7';
const CATALOGUE = 'catalogue-and-orders.md s.7';
const list = listRequest;

/** The operations, in the order of the spec's tables; the extensions last. */
export const CONTRACT_OPERATIONS = {
  'POST /admin/login': { summary: 'Sign in', tag: 'Session', answer: loginReadings, tokenHeader: true },
  'GET /admin/token/verify': {
    summary: 'The signed-in admin (session restore)',
    tag: 'Session',
    answer: verifyReadings,
  },
  'GET /admin/logout': { summary: 'Sign out', tag: 'Session', answer: messageAnswer },
  'POST /admin/password/forgot': {
    summary: 'Ask for a reset link',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'GET /admin/password/forgot/:token': {
    summary: 'Check a reset link',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'POST /admin/password/reset/:token': {
    summary: 'Set a new password',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'POST /admin/password/change': {
    summary: 'Change the password',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'POST /admin/editprofile': {
    summary: 'Edit the own profile',
    tag: 'Password and profile',
    answer: messageAnswer,
  },
  'GET /admin/dashboard/count': { summary: 'Dashboard figures', tag: 'Dashboard', answer: dashboardReadings },
  'POST /admin/subadmin/list': {
    summary: 'Sub-admins, one page',
    tag: 'Sub-admins',
    answer: listReadings(subadminRecord, 'SubadminList'),
    body: list,
  },
  'POST /admin/subadmin': { summary: 'Add a sub-admin', tag: 'Sub-admins', answer: messageAnswer },
  'GET /admin/subadmin/:id': {
    summary: 'One sub-admin',
    tag: 'Sub-admins',
    answer: recordReadings(subadminRecord, 'SubadminAnswer'),
  },
  'PUT /admin/subadmin/:id': { summary: 'Edit a sub-admin', tag: 'Sub-admins', answer: messageAnswer },
  'POST /admin/subadmin/changestatus': {
    summary: 'Activate or deactivate',
    tag: 'Sub-admins',
    answer: messageAnswer,
  },
  'DELETE /admin/subadmin/:id': { summary: 'Delete a sub-admin', tag: 'Sub-admins', answer: messageAnswer },
  'GET /admin/settings': {
    summary: 'Settings / CMS pages (all)',
    tag: 'Settings',
    answer: listReadings(settingRecord, 'SettingList'),
  },
  'PUT /admin/settings/:sKey': { summary: 'Save a page', tag: 'Settings', answer: messageAnswer },
  'GET /admin/kyc/:userId': {
    summary: "A customer's KYC answers",
    tag: 'Customers and KYC',
    answer: recordReadings(kycRecord, 'KycAnswer'),
  },
  'PUT /admin/kyc/:id': {
    summary: 'Approve (v) or reject (r)',
    tag: 'Customers and KYC',
    answer: messageAnswer,
  },
  'POST /admin/kyc-notification': {
    summary: 'Send a KYC reminder',
    tag: 'Customers and KYC',
    answer: messageAnswer,
  },
  'POST /admin/user/list': {
    summary: 'Customers (and KYC lists: where sKycStatus), one page',
    tag: 'Customers and KYC',
    answer: listReadings(customerRecord, 'CustomerList'),
    body: list,
  },
  'GET /admin/user/:id': {
    summary: 'One customer',
    tag: 'Customers and KYC',
    answer: recordReadings(customerRecord, 'CustomerAnswer'),
  },
  'PUT /admin/user/:id': {
    summary: 'Edit a customer, or switch its status',
    tag: 'Customers and KYC',
    answer: messageAnswer,
    body: customerPutBody,
  },
  'DELETE /admin/customer/:id': {
    summary: 'Delete a customer',
    tag: 'Customers and KYC',
    answer: messageAnswer,
  },
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

  // ---- proposed extensions (docs/api.md): the app works without them ----
  'POST /admin/dashboard/revenue': {
    summary: 'Revenue per currency over time (the dashboard chart)',
    tag: 'Dashboard',
    answer: envelope({ data: revenueRecord }),
    extension: true,
  },
  'POST /admin/audit/list': {
    summary: 'The audit trail, one page',
    tag: 'Sub-admins',
    answer: listReadings(auditEntryRecord, 'AuditList'),
    body: list,
    extension: true,
  },
  'POST /push/list': {
    summary: 'Sent pushes, one page',
    tag: 'Push',
    answer: listReadings(pushRecord, 'PushList'),
    body: list,
    extension: true,
  },
  'GET /admin/transaction-wallet/:id': {
    summary: 'One wallet transaction (without it, the app finds it through the list)',
    tag: 'Transactions',
    answer: recordReadings(walletTransactionRecord, 'WalletTransactionAnswer'),
    extension: true,
  },
  'POST /admin/order/codes': {
    summary: "One delivered order's codes in clear, each call audited (the lists mask them)",
    tag: 'Orders',
    answer: envelope({ data: orderCodesRecord }),
    extension: true,
  },
  'POST /admin/invoice/link': {
    summary: 'A signed, short-lived invoice link (without it, the app opens invoice/generate/{id})',
    tag: 'Transactions',
    answer: envelope({ data: invoiceLinkRecord }),
    extension: true,
  },
} as const satisfies Record<string, ContractOperation>;

export type OperationKey = keyof typeof CONTRACT_OPERATIONS;

/** Where each group of calls is written in the spec. */
export const SPEC_SOURCES: Readonly<Record<ContractTag, string>> = {
  Session: PLATFORM,
  'Password and profile': PLATFORM,
  Dashboard: PLATFORM,
  'Sub-admins': PLATFORM,
  'Customers and KYC': `${PLATFORM}, ${CATALOGUE}`,
  'Categories and uploads': CATALOGUE,
  'Gift cards': CATALOGUE,
  'Redeem cards': CATALOGUE,
  Settings: PLATFORM,
  Push: CATALOGUE,
  Orders: CATALOGUE,
  Transactions: CATALOGUE,
};

export const isReadings = (answer: z.ZodType | Readings): answer is Readings =>
  typeof answer === 'object' && answer !== null && 'byReading' in answer;

/** The answer's schema as the document shows it. */
export const answerSchema = (answer: z.ZodType | Readings): z.ZodType =>
  isReadings(answer) ? answer.schema : answer;
