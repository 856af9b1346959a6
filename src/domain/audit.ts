/**
 * The audit trail (issue 9, a proposed extension: POST /admin/audit/list in docs/api.md): one entry
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
  'session.logout',
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
  'order.accept',
  'order.deliver',
  'order.reject',
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
