/**
 * The audit trail (a proposed extension: POST /admin/audit/list in docs/api.md): one entry
 * per changed record, shared by the mock that writes it and the screens that show it. Pure.
 */

/** The kinds of record an entry names (the `sResource` filter). */
export const AUDIT_RESOURCES = [
  'admin',
  'subadmin',
  'customer',
  'kyc',
  'category',
  'giftCard',
  'redeemCard',
  'order',
  'sellOrder',
  'setting',
  'push',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** Stable action names (`<resource>.<verb>`): the `sAction` filter and the i18n keys gd.audit.actions.*. */
export const AUDIT_ACTIONS = [
  'session.login',
  'session.login_failed',
  'session.logout',
  'outbox.read',
  'password.forgot',
  'password.reset',
  'password.change',
  'profile.update',
  'subadmin.create',
  'subadmin.update',
  'subadmin.status',
  'subadmin.delete',
  'customer.update',
  'customer.status',
  'customer.delete',
  'kyc.approve',
  'kyc.reject',
  'kyc.remind',
  'category.create',
  'category.update',
  'category.status',
  'category.delete',
  'giftCard.create',
  'giftCard.update',
  'giftCard.status',
  'giftCard.delete',
  'redeemCard.create',
  'redeemCard.update',
  'redeemCard.status',
  'redeemCard.delete',
  'redeemCard.reveal',
  'order.accept',
  'order.deliver',
  'order.reject',
  'order.codes',
  'sellOrder.approve',
  'sellOrder.deny',
  'setting.update',
  'push.send',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field; a side is absent when the field did not exist (create, delete). Secrets are masked. */
export interface AuditChange {
  sField: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  _id: string;
  dCreatedAt: string;
  /** The admin who made the call (for login and password reset: the account concerned). */
  iAdminId: string;
  sAdminEmail: string;
  sAdminName: string;
  sAction: AuditAction;
  sResource: AuditResource;
  iRecordId: string;
  /** A readable name of the record when it has one (order number, email, title). */
  sRecordLabel?: string;
  aChanges: AuditChange[];
}

/** What a masked value starts with; at most the last 4 characters of a code follow it. */
export const AUDIT_MASK = '••••';
export const isMasked = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(AUDIT_MASK);

const KEEP_LAST = 4;
/** A code shorter than this shows nothing: its last 4 characters would be most of it. */
const MIN_CODE_FOR_TAIL = 8;

/**
 * A card code or serial as everyone but whoever reveals it sees it: in the audit trail, in order
 * lists, in the Order Details dialog until "Show codes" (`••••7788`; the mask alone when short).
 */
export function maskCode(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text.length >= MIN_CODE_FOR_TAIL ? `${AUDIT_MASK}${text.slice(-KEEP_LAST)}` : AUDIT_MASK;
}
