/**
 * The spec's call tables (platform.md s.7, catalogue-and-orders.md s.7) and the proposed extensions,
 * with what each call answers. Keyed `METHOD path` as the mock's route table writes the path
 * (mock-server/routes/*.ts): the OpenAPI document takes methods, paths, access and request bodies from
 * those routes and the rest from here (mock-server/openapi.ts), and fails to build when the two
 * disagree. The app's own calls (the features' endpoints.ts) are checked against it by tests/api/openapi.test.ts.
 * The spec's calls are in two files by area; the proposed extensions are here.
 */
import { envelope, listReadings, recordReadings } from './answers';
import {
  auditEntryRecord,
  invoiceLinkRecord,
  orderCodesRecord,
  pushRecord,
  revenueRecord,
  walletTransactionRecord,
} from './records';
import { listRequest as list } from './requests';
import { ACCOUNT_OPERATIONS } from './accountOperations';
import { CATALOGUE_OPERATIONS } from './catalogueOperations';
import type { ContractOperation } from './operationTypes';

export * from './operationTypes';

/** Proposed extensions (docs/api.md): the app works without them. */
const EXTENSION_OPERATIONS = {
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

/** The operations, in the order of the spec's tables; the extensions last. */
export const CONTRACT_OPERATIONS = {
  ...ACCOUNT_OPERATIONS,
  ...CATALOGUE_OPERATIONS,
  ...EXTENSION_OPERATIONS,
} as const satisfies Record<string, ContractOperation>;

export type OperationKey = keyof typeof CONTRACT_OPERATIONS;
