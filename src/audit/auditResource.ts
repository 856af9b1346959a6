/** The react-admin resource of POST /admin/audit/list and of the access checks (permissions.ts). */
export const AUDIT_RESOURCE = 'audit';

/** The audit trail is an extension (docs/api.md): feature-detected by src/api/extensions.ts. */
export const AUDIT_EXTENSION = 'audit' as const;

export const ignoreError = () => undefined;
