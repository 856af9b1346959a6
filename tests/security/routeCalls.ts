/**
 * A valid call for every route that takes a body (suite 2): path parameters and a body that the route
 * accepts, with a target picked from the data as it is now (so a transition always finds a record
 * in the right state, and two mocks on the same data pick the same one). `routeKey` names a route;
 * a route with a body and no entry here fails suite 2.
 */
import bcrypt from 'bcryptjs';
import { newId } from '../../mock-server/auth';
import type { Route } from '../../mock-server/routeTable';
import type { BuyOrder, Db } from '../../mock-server/types';
import { permissionSetFrom } from '../../src/domain/permissions';
import { ACCOUNTS } from '../api/helpers';
import { newSubadminBody, subadminFields } from '../fixtures/subadmin';
import { legacyUserCalls } from './legacyRouteCalls';

export interface ValidCall {
  params?: Record<string, string>;
  body: Record<string, unknown>;
  /** Called with a fresh session of this account instead of the super admin's (a password change ends the others). */
  login?: { sEmail: string; sPassword: string };
  /** Where the call names its target when not in the path: the body key of the id. */
  idField?: string;
}

/** A request to send (to every mock alike) before a route's data is read: what its call consumes. */
export interface SetupCall {
  method: Route['method'];
  path: string;
  body: Record<string, unknown>;
}
export const SETUP_CALLS: Record<string, SetupCall> = {
  // Each reset uses up its link: a new mail first.
  'POST /admin/password/reset/:token': {
    method: 'post',
    path: '/admin/password/forgot',
    body: { sEmail: ACCOUNTS.editor.sEmail },
  },
};

export const routeKey = (route: Pick<Route, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`;

/** The image the push routes need on disk (in the mocks' media folder). */
export const PUSH_IMAGE = 'pushimages/suite2.png';
const NOBODY_PASSWORD = ACCOUNTS.nobody.sPassword;
const NOBODY_OTHER = 'Nobody#2027';

function pick<T, S extends T>(items: readonly T[], test: (item: T) => item is S, what: string): S;
function pick<T>(items: readonly T[], test: (item: T) => boolean, what: string): T;
function pick<T>(items: readonly T[], test: (item: T) => boolean, what: string): T {
  const found = items.find(test);
  if (!found) throw new Error(`suite 2: the data holds no ${what}`);
  return found;
}
const firstId = (items: readonly { _id: string }[], test: (item: never) => boolean, what: string) =>
  pick(items, test as (item: { _id: string }) => boolean, what)._id;

const buyIn = (db: Db, status: number) =>
  firstId(
    db.orders,
    (o: Db['orders'][number]) => o.eType === 'Buy' && o.nStatus === status,
    `buy order ${status}`,
  );
const pendingSell = (db: Db) =>
  firstId(
    db.orders,
    (o: Db['orders'][number]) => o.eType === 'Sell' && o.eStatus === 'Pending',
    'pending sell',
  );
const liveCustomer = (db: Db, kyc?: string) =>
  pick(db.customers, (c) => !c.dDeletedAt && (kyc === undefined || c.sKycStatus === kyc), `customer ${kyc}`);
const sub = (db: Db, email: string) => pick(db.admins, (a) => a.sEmail === email, email);
const liveCategory = (db: Db) =>
  firstId(db.categories, (c: Db['categories'][number]) => c.eStatus === 'Active', 'category');
const redeemable = (db: Db) =>
  firstId(db.redeemCards, (c: Db['redeemCards'][number]) => !c.bRedeemed, 'redeem card');
const richSetting = (db: Db) =>
  pick(db.settings, (s) => !/^\d+(\.\d+)?$/.test(s.sValue), 'rich setting').sKey;

/** The outbox link of the last reset mail to `email` ends with the token (none yet: no token). */
const resetToken = (db: Db, email: string) =>
  ([...db.outbox].reverse().find((item) => item.to === email && item.link !== undefined)?.link ?? '')
    .split('/')
    .pop() ?? '';

const giftCard = (db: Db) => ({
  sTitle: 'Suite Two Card 25 USD',
  nCashBack: 2,
  nDiscount: 5,
  bSellable: true,
  nExchangeFees: 25,
  nServiceCharge: 10,
  iCategoryId: liveCategory(db),
  eCurrency: 'usd',
  nPrice: 24,
  nValue: 25,
});
const redeemCard = (db: Db) => ({
  sCode: `SUITE2-${String(db.redeemCards.length).padStart(6, '0')}`,
  sPin: '1234',
  nValue: 50,
  eCurrency: 'eur',
});
const category = {
  sTitle: 'Suite Two Card',
  sCategory: 'Gaming',
  sLogo: 'categoryimages/abc.png',
  sBanner: 'categoryimages/def.png',
  sVideo: '',
  nExchangeFees: 25,
  sShortDesc: '<p>Short</p>',
  sDescription: '<p>Long</p>',
  sRedeem: '<ol><li>Redeem</li></ol>',
};
export const LIST_BODY = { nStart: 0, nLimit: 5, start: 0, limit: 5 };

/** The target sub-admin of the sub-admin routes (added by the suite's data preparation). */
export const TARGET_SUB_EMAIL = 'suite2.target@example.com';

export const VALID_CALLS: Record<string, (db: Db) => ValidCall> = {
  'POST /admin/login': () => ({ body: { ...ACCOUNTS.admin } }),
  'POST /admin/password/forgot': () => ({ body: { sEmail: ACCOUNTS.editor.sEmail } }),
  'POST /admin/password/reset/:token': (db) => ({
    params: { token: resetToken(db, ACCOUNTS.editor.sEmail) },
    body: { sNewPassword: 'Editor#2027', sNewRetypedPassword: 'Editor#2027' },
  }),
  'POST /admin/password/change': (db) => {
    // Alternates between two passwords, so that every call really changes it.
    const [from, to] = bcrypt.compareSync(NOBODY_PASSWORD, sub(db, ACCOUNTS.nobody.sEmail).sPassword)
      ? [NOBODY_PASSWORD, NOBODY_OTHER]
      : [NOBODY_OTHER, NOBODY_PASSWORD];
    return {
      login: { sEmail: ACCOUNTS.nobody.sEmail, sPassword: from },
      body: { sOldPassword: from, sNewPassword: to, sNewRetypedPassword: to },
    };
  },
  'POST /admin/editprofile': () => ({ body: { sFullName: 'Giftdesk Admin', sEmail: ACCOUNTS.admin.sEmail } }),
  'POST /admin/subadmin/list': () => ({ body: LIST_BODY }),
  'POST /admin/subadmin/changestatus': (db) => ({
    body: { _id: sub(db, TARGET_SUB_EMAIL)._id, eStatus: 'y' },
    idField: '_id',
  }),
  'POST /admin/subadmin': (db) => ({
    body: newSubadminBody(`suite2.${db.admins.length}@example.com`, { Customers: ['View'] }),
  }),
  'PUT /admin/subadmin/:id': (db) => ({
    params: { id: sub(db, TARGET_SUB_EMAIL)._id },
    body: subadminFields(TARGET_SUB_EMAIL, { Customers: ['View'] }),
  }),
  ...legacyUserCalls(TARGET_SUB_EMAIL),
  'POST /admin/user/list': () => ({ body: LIST_BODY }),
  'PUT /admin/user/:id': (db) => {
    const c = liveCustomer(db);
    return {
      params: { id: c._id },
      body: {
        sFullName: 'Renamed Customer',
        sMobileNumber: '5550100',
        sEmail: c.sEmail,
        eCurrency: 'usd',
        sCountry: 'Canada',
      },
    };
  },
  'PUT /admin/kyc/:id': (db) => ({ params: { id: liveCustomer(db, 's')._id }, body: { status: 'v' } }),
  // A pending customer not reminded yet: one reminder per customer per 10 minutes (docs/security.md).
  'POST /admin/kyc-notification': (db) => ({
    body: {
      id: pick(
        db.customers,
        (c) => !c.dDeletedAt && c.sKycStatus === 'p' && !db.outbox.some((mail) => mail.to === c.sEmail),
        'customer p not reminded',
      )._id,
    },
    idField: 'id',
  }),
  'POST /admin/categories': () => ({ body: category }),
  'PUT /admin/categories/:id': (db) => ({ params: { id: liveCategory(db) }, body: category }),
  'POST /admin/signedurl/:folder': () => ({
    params: { folder: 'categoryimages' },
    body: { sFileName: 'logo.png', sContentType: 'image/png' },
  }),
  'POST /admin/giftcards/list': () => ({ body: LIST_BODY }),
  'POST /admin/giftcards': (db) => ({ body: giftCard(db) }),
  'PUT /admin/giftcards/:id': (db) => ({ params: { id: db.giftCards[0]._id }, body: giftCard(db) }),
  'POST /admin/redeemcards/list': () => ({ body: LIST_BODY }),
  'POST /admin/redeemcards': (db) => ({ body: redeemCard(db) }),
  'PUT /admin/redeemcards/:id': (db) => ({ params: { id: redeemable(db) }, body: redeemCard(db) }),
  'PUT /admin/settings/:sKey': (db) => ({
    params: { sKey: richSetting(db) },
    body: { sTitle: 'Terms', sValue: '<p>Safe text</p>' },
  }),
  'POST /push/send': () => ({
    body: { sTitle: 'Suite two', sContent: 'A push.', sURL: 'https://giftdesk.example/x', sLogo: PUSH_IMAGE },
  }),
  'POST /push/list': () => ({ body: LIST_BODY }),
  'POST /admin/audit/list': () => ({ body: LIST_BODY }),
  'POST /admin/orders': () => ({ body: { ...LIST_BODY, status: 3 } }),
  'PUT /admin/order/accept': (db) => ({ body: { cartId: buyIn(db, 1) }, idField: 'cartId' }),
  'PUT /admin/order/deliver': (db) => {
    const cartId = buyIn(db, 2);
    // A delivery needs one code per unit of the order, and a code is sold once: codes named after
    // the order, so that each call (the long run makes one per injected field) brings new ones.
    const units = (db.orders.find((o) => o._id === cartId) as { nQuantity: number }).nQuantity;
    const data = Array.from({ length: units }, (_, unit) => ({
      sCode: `S2-${cartId.slice(-10)}-${unit}`,
      sSerialNo: `SN-${unit}`,
    }));
    return { body: { cartId, data }, idField: 'cartId' };
  },
  'PUT /admin/order/reject/:cartId': (db) => ({
    params: { cartId: buyIn(db, 1) },
    body: { sRejectReason: 'Out of stock' },
  }),
  'PUT /admin/order/reject': (db) => ({
    body: { cartId: buyIn(db, 1), sRejectReason: 'Out of stock' },
    idField: 'cartId',
  }),
  'POST /admin/sellorders': () => ({ body: { ...LIST_BODY, eStatus: 'Pending' } }),
  'PUT /admin/order-sell': (db) => ({ body: { _id: pendingSell(db), status: 'Complete' }, idField: '_id' }),
  'POST /admin/transactions': () => ({ body: LIST_BODY }),
  'POST /admin/transaction': (db) => ({ body: { id: buyIn(db, 3) }, idField: 'id' }),
  'POST /admin/transactions-wallet': () => ({ body: LIST_BODY }),
  'POST /admin/invoice/link': (db) => ({ body: { id: buyIn(db, 3) }, idField: 'id' }),
  'POST /admin/order/codes': (db) => ({ body: { id: buyIn(db, 3) }, idField: 'id' }),
  // [area:queues]
  'POST /admin/dashboard/revenue': () => ({
    body: { from: '2026-01-01', to: '2026-06-30', interval: 'month' },
  }),
};

/**
 * Adds what the transitions consume, `n` times over: pending and accepted buy orders, pending sell
 * orders, customers with a submitted and a pending KYC, and the target sub-admin.
 */
export function prepareTargets(db: Db, n: number): void {
  const clone = <T extends { _id: string; sOrderId: string }>(order: T, index: number): T => ({
    ...structuredClone(order),
    _id: newId(),
    sOrderId: `GD9${String(index).padStart(7, '0')}`,
  });
  const buy = pick(db.orders, (o): o is BuyOrder => o.eType === 'Buy' && o.nStatus === 1, 'pending buy');
  const sell = pick(db.orders, (o) => o.eType === 'Sell' && o.eStatus === 'Pending', 'pending sell');
  for (let i = 0; i < 3 * n; i += 1) db.orders.push(clone(buy, i));
  for (let i = 0; i < n; i += 1) db.orders.push({ ...clone(buy, 3 * n + i), nStatus: 2, aCardCode: [] });
  for (let i = 0; i < n; i += 1) db.orders.push(clone(sell, 4 * n + i));
  const live = db.customers.filter((c) => !c.dDeletedAt);
  live.slice(0, n).forEach((c) => (c.sKycStatus = 's'));
  live.slice(n, 2 * n).forEach((c) => (c.sKycStatus = 'p'));
  const template = sub(db, ACCOUNTS.editor.sEmail);
  db.admins.push({
    ...structuredClone(template),
    _id: newId(),
    sEmail: TARGET_SUB_EMAIL,
    aPermissions: permissionSetFrom({ Customers: ['View'] }),
  });
}
