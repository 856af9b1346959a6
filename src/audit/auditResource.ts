import { HttpError } from 'react-admin';

/** The react-admin resource of POST /admin/audit/list and of the access checks (permissions.ts). */
export const AUDIT_RESOURCE = 'audit';

/** The real API has no audit call (docs/api.md, proposed extension): it answers 404. */
export const isMissingApi = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

export const ignoreError = () => undefined;
