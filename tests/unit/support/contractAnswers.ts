/**
 * Fake answers in every reading the app accepts, one per reading, for each answer the spec leaves
 * open: what the checker and the contract are tested with (tests/unit/contract*.test.ts).
 */
import {
  readDashboard,
  readFirstOfData,
  readList,
  readLogin,
  readProfile,
  readRecord,
  readSignedUrl,
  type Read,
} from '../../../src/api/readings';
import type { OperationKey } from '../../../src/domain/apiContract';
import { fullPermissionSet } from '../../../src/domain/permissions';

export const aPermissions = fullPermissionSet(true);
export const profile = {
  _id: 'a1',
  sEmail: 'admin@example.com',
  sFullName: 'Ada',
  sMobileNumber: '5550100',
  eCurrency: 'usd',
  sCountry: 'US',
  aPermissions,
};
export const counts = {
  wallet: { balance: 12.5, currency: 'usd' },
  users: 2,
  orders: 3,
  totalRevenue: [{ _id: null, total: 40 }],
  revenue: [{ _id: 'usd', count: 40 }],
};
export const order = (n: number) => ({
  _id: `o${n}`,
  sOrderId: `GD-${n}`,
  sEmail: `buyer${n}@example.com`,
  sFullName: 'Buyer',
  nTotalAmount: 20,
  eCurrency: 'usd',
});
export const transaction = { _id: 't1', sOrderId: 'GD-1', sEmail: 'buyer@example.com', nTotalAmount: 20 };
export const subadmin = {
  _id: 's1',
  sEmail: 'sub@example.com',
  sFullName: 'Sub',
  sCountryCode: '+1',
  aPermissions,
};

export interface ReadingCase {
  /** The answer's body, and its headers (login's token). */
  body: unknown;
  headers?: Record<string, string>;
}

export interface OpenAnswer {
  operation: OperationKey;
  read: (body: unknown, headers: Headers) => Read<unknown> | undefined;
  /** One answer per reading, by the reading's name. */
  cases: Record<string, ReadingCase>;
}

const ok = { status: 200, message: 'Done.' };

export const OPEN_ANSWERS: Record<string, OpenAnswer> = {
  login: {
    operation: 'POST /admin/login',
    read: (body, headers) => readLogin(headers.get('Authorization'), body),
    cases: {
      userId: {
        body: { ...ok, userId: 'a1', data: { sEmail: profile.sEmail, aPermissions } },
        headers: { Authorization: 'tok' },
      },
      'data.userId': {
        body: { ...ok, data: { userId: 'a1', aPermissions } },
        headers: { Authorization: 'tok' },
      },
      'no userId': {
        body: { message: 'Welcome', data: { aPermissions } },
        headers: { Authorization: 'tok' },
      },
    },
  },
  verify: {
    operation: 'GET /admin/token/verify',
    read: readProfile,
    cases: { user: { body: { ...ok, user: profile } }, data: { body: { ...ok, data: profile } } },
  },
  dashboard: {
    operation: 'GET /admin/dashboard/count',
    read: readDashboard,
    cases: {
      'data.data': { body: { ...ok, data: { data: counts } } },
      data: { body: { ...ok, data: counts } },
    },
  },
  transaction: {
    operation: 'POST /admin/transaction',
    read: readFirstOfData,
    cases: {
      'data[0]': { body: { ...ok, data: [transaction] } },
      'data.data[0]': { body: { ...ok, data: { data: [transaction] } } },
    },
  },
  record: {
    operation: 'GET /admin/subadmin/:id',
    read: (body) => readRecord(body),
    cases: { data: { body: { ...ok, data: subadmin } }, 'top level': { body: { ...ok, ...subadmin } } },
  },
  list: {
    operation: 'POST /admin/orders',
    read: readList,
    cases: {
      total: { body: { ...ok, data: [order(1), order(2)], total: 42 } },
      'total as text': { body: { ...ok, data: [order(1)], total: '42' } },
      'no total': { body: { message: 'Done.', data: [order(1)] } },
    },
  },
  signedUrl: {
    operation: 'POST /admin/signedurl/:folder',
    read: readSignedUrl,
    cases: {
      'sPath URL': {
        body: {
          ...ok,
          data: { sUrl: 'https://bucket.example/put?sig=1', sPath: 'https://cdn.example/a.png' },
        },
      },
      'sPath media path': {
        body: { ...ok, data: { sUrl: '/api/v1/uploads/abc', sPath: 'categoryimages/a.png' } },
      },
    },
  },
};

/** The message forms (catalogue s.8), each on an answer that is otherwise the spec's. */
export const MESSAGE_CASES: Record<string, unknown> = {
  message: 'Saved.',
  'message.msg': { msg: 'Saved.' },
  'message[0].msg': [{ param: 'sEmail' }, { msg: 'Saved.' }],
};
