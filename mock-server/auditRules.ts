/**
 * Which calls the audit trail records, keyed like the route table ('METHOD path'). Every route that
 * changes data has a rule here; the calls that change none are listed in NOT_AUDITED (a test checks
 * that each route is in exactly one of them, so a new route cannot be forgotten).
 */
import type { AuditAction, AuditResource } from '../src/domain/audit';
import { isStatusBody } from '../src/domain/cards';
import { findAdminByEmail, findByToken, type AuthInfo } from './auth';
import type { Reply } from './http';
import { recordById } from './storage';
import type { Db } from './types';

/** What a rule may read of the call (the body is already validated by the route's schema). */
export interface AuditCall {
  db: Db;
  params: Record<string, string>;
  body: unknown;
  auth?: AuthInfo;
}

export interface AuditRule {
  action: AuditAction | ((call: AuditCall) => AuditAction);
  resource: AuditResource;
  /** The touched record's id, known before the call runs (path or body); a create has none. */
  target?: (call: AuditCall) => string | undefined;
  /** A create: the new record's id, from the answer. */
  created?: (reply: Reply) => string | undefined;
  /** The record as the diff compares it, or undefined when there is none (not yet, or no more). */
  read: (db: Db, id: string) => object | undefined;
  label?: (record: object) => string | undefined;
  /** A public call (login, password reset): its actor is the account it is about. */
  actorIsTarget?: boolean;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown, key: string): string | undefined => {
  const found = field(value, key);
  return typeof found === 'string' && found !== '' ? found : undefined;
};
const param = (key: string) => (call: AuditCall) => call.params[key];
const bodyField = (key: string) => (call: AuditCall) => text(call.body, key);
const selfId = (call: AuditCall) => call.auth?.admin._id;
const replyId = (reply: Reply) => text(reply.data, '_id');
/** The card and customer PUTs carry either a status switch ({ eStatus } alone) or the whole form. */
const isStatusSwitch = (body: unknown) =>
  typeof body === 'object' && body !== null && isStatusBody(body as Record<string, unknown>);

const byId =
  <K extends 'admins' | 'customers' | 'categories' | 'giftCards' | 'redeemCards' | 'orders' | 'pushes'>(
    collection: K,
  ) =>
  (db: Db, id: string): object | undefined =>
    recordById(db[collection] as readonly { _id: string }[], id);
/** A KYC decision changes the customer's status and the entry's dates: one record for the reader. */
const readKyc = (db: Db, id: string) => {
  const customer = recordById(db.customers, id);
  const entry = recordById(db.kyc, id);
  return customer && { ...entry, sKycStatus: customer.sKycStatus };
};
const labelOf =
  (...keys: string[]) =>
  (record: object) =>
    keys.map((key) => text(record, key)).find((value) => value !== undefined);

const ADMIN = { resource: 'admin', read: byId('admins'), label: labelOf('sEmail') } as const;
const SUBADMIN = { resource: 'subadmin', read: byId('admins'), label: labelOf('sEmail') } as const;
const CUSTOMER = { resource: 'customer', read: byId('customers'), label: labelOf('sEmail') } as const;
const KYC = { resource: 'kyc', read: readKyc, label: labelOf('sEmail') } as const;
const CATEGORY = { resource: 'category', read: byId('categories'), label: labelOf('sTitle') } as const;
const GIFT_CARD = { resource: 'giftCard', read: byId('giftCards'), label: labelOf('sTitle') } as const;
const REDEEM_CARD = { resource: 'redeemCard', read: byId('redeemCards') } as const;
const ORDER = { resource: 'order', read: byId('orders'), label: labelOf('sOrderId') } as const;
const SELL_ORDER = { resource: 'sellOrder', read: byId('orders'), label: labelOf('sOrderId') } as const;

export const AUDIT_RULES: Readonly<Record<string, AuditRule>> = {
  'POST /admin/login': {
    ...ADMIN,
    action: 'session.login',
    target: ({ db, body }) => findAdminByEmail(db, text(body, 'sEmail') ?? '')?._id,
    actorIsTarget: true,
  },
  'GET /admin/logout': { ...ADMIN, action: 'session.logout', target: selfId },
  // Reads of secrets (docs/security.md): they change nothing, and each is recorded with who read them.
  'GET /dev/outbox': { ...ADMIN, action: 'outbox.read', target: selfId },
  'GET /dev/outbox/:id': { ...ADMIN, action: 'outbox.read', target: selfId },
  'GET /admin/redeemcards/:id': { ...REDEEM_CARD, action: 'redeemCard.reveal', target: param('id') },
  'POST /admin/order/codes': { ...ORDER, action: 'order.codes', target: bodyField('id') },
  'POST /admin/password/forgot': {
    ...ADMIN,
    action: 'password.forgot',
    // Only an active account gets a link; for any other address nothing changes and nothing is recorded.
    target: ({ db, body }) => {
      const admin = findAdminByEmail(db, text(body, 'sEmail') ?? '');
      return admin?.eStatus === 'y' ? admin._id : undefined;
    },
    actorIsTarget: true,
  },
  'POST /admin/password/reset/:token': {
    ...ADMIN,
    action: 'password.reset',
    target: ({ db, params }) => findByToken(db.resetTokens, params.token ?? '')?.iAdminId,
    actorIsTarget: true,
  },
  'POST /admin/password/change': { ...ADMIN, action: 'password.change', target: selfId },
  'POST /admin/editprofile': { ...ADMIN, action: 'profile.update', target: selfId },

  'POST /admin/subadmin': { ...SUBADMIN, action: 'subadmin.create', created: replyId },
  'PUT /admin/subadmin/:id': { ...SUBADMIN, action: 'subadmin.update', target: param('id') },
  'POST /admin/subadmin/changestatus': { ...SUBADMIN, action: 'subadmin.status', target: bodyField('_id') },
  'DELETE /admin/subadmin/:id': { ...SUBADMIN, action: 'subadmin.delete', target: param('id') },
  // The older form's calls change the same records the same way.
  'POST /superadmin/user-registration': { ...SUBADMIN, action: 'subadmin.create', created: replyId },
  'PUT /superadmin/user/:id': { ...SUBADMIN, action: 'subadmin.update', target: param('id') },

  'PUT /admin/user/:id': {
    ...CUSTOMER,
    action: ({ body }) => (isStatusSwitch(body) ? 'customer.status' : 'customer.update'),
    target: param('id'),
  },
  'DELETE /admin/customer/:id': { ...CUSTOMER, action: 'customer.delete', target: param('id') },
  'PUT /admin/kyc/:id': {
    ...KYC,
    action: ({ body }) => (field(body, 'status') === 'v' ? 'kyc.approve' : 'kyc.reject'),
    target: param('id'),
  },
  'POST /admin/kyc-notification': { ...KYC, action: 'kyc.remind', target: bodyField('id') },

  'POST /admin/categories': { ...CATEGORY, action: 'category.create', created: replyId },
  'PUT /admin/categories/:id': { ...CATEGORY, action: 'category.update', target: param('id') },
  'PUT /admin/categories/:eStatus/:id': {
    ...CATEGORY,
    action: ({ params }) => (params.eStatus === 'Deleted' ? 'category.delete' : 'category.status'),
    target: param('id'),
  },

  'POST /admin/giftcards': { ...GIFT_CARD, action: 'giftCard.create', created: replyId },
  'PUT /admin/giftcards/:id': {
    ...GIFT_CARD,
    action: ({ body }) => (isStatusSwitch(body) ? 'giftCard.status' : 'giftCard.update'),
    target: param('id'),
  },
  'DELETE /admin/giftcards/:id': { ...GIFT_CARD, action: 'giftCard.delete', target: param('id') },
  'POST /admin/redeemcards': { ...REDEEM_CARD, action: 'redeemCard.create', created: replyId },
  'PUT /admin/redeemcards/:id': {
    ...REDEEM_CARD,
    action: ({ body }) => (isStatusSwitch(body) ? 'redeemCard.status' : 'redeemCard.update'),
    target: param('id'),
  },
  'DELETE /admin/redeemcards/:id': { ...REDEEM_CARD, action: 'redeemCard.delete', target: param('id') },

  'PUT /admin/order/accept': { ...ORDER, action: 'order.accept', target: bodyField('cartId') },
  'PUT /admin/order/deliver': { ...ORDER, action: 'order.deliver', target: bodyField('cartId') },
  'PUT /admin/order/reject/:cartId': { ...ORDER, action: 'order.reject', target: param('cartId') },
  'PUT /admin/order/reject': { ...ORDER, action: 'order.reject', target: bodyField('cartId') },
  'PUT /admin/order-sell': {
    ...SELL_ORDER,
    action: ({ body }) => (field(body, 'status') === 'Complete' ? 'sellOrder.approve' : 'sellOrder.deny'),
    target: bodyField('_id'),
  },

  'PUT /admin/settings/:sKey': {
    resource: 'setting',
    action: 'setting.update',
    target: param('sKey'),
    read: (db, key) => db.settings.find((item) => item.sKey === key),
    label: labelOf('sTitle'),
  },
  'POST /push/send': {
    resource: 'push',
    action: 'push.send',
    created: replyId,
    read: byId('pushes'),
    label: labelOf('sTitle'),
  },
};

/**
 * Calls that take a body or are not GETs but change no record: lists and reads sent as POST, links
 * that expire by themselves, and uploads (a file is only used once a record that names it is saved,
 * and that save is recorded).
 */
export const NOT_AUDITED: ReadonlySet<string> = new Set([
  'POST /admin/subadmin/list',
  'POST /admin/user/list',
  'POST /admin/giftcards/list',
  'POST /admin/redeemcards/list',
  'POST /admin/orders',
  'POST /admin/sellorders',
  'POST /admin/transactions',
  'POST /admin/transaction',
  'POST /admin/transactions-wallet',
  'POST /push/list',
  'POST /admin/dashboard/revenue',
  'POST /admin/audit/list',
  'POST /admin/invoice/link',
  'POST /admin/signedurl/:folder',
  'PUT /uploads/:token',
]);
