import type { AuditResource } from '../domain/audit';

/** The react-admin resource of POST /admin/audit/list and of the access checks (permissions.ts). */
export const AUDIT_RESOURCE = 'audit';

/** The audit trail is an extension (docs/api.md): feature-detected by src/api/extensions.ts. */
export const AUDIT_EXTENSION = 'audit' as const;

export const ignoreError = () => undefined;

/**
 * The react-admin resource whose field labels (`resources.<name>.fields.*`) name an entry's changed
 * fields: the change list reads like the screen the record is edited on. An admin's own record is a
 * sub-admin record.
 */
export const LABELS_RESOURCE: Readonly<Record<AuditResource, string>> = {
  admin: 'subadmin',
  subadmin: 'subadmin',
  customer: 'customers',
  kyc: 'kyc',
  category: 'category',
  giftCard: 'giftCards',
  redeemCard: 'redeemCards',
  order: 'orders',
  sellOrder: 'sellOrders',
  setting: 'settings',
  push: 'push',
};
