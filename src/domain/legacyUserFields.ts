/**
 * The older user form's fields (platform.md s.3, s.5), apart from its schemas (./legacyUser.ts, which
 * re-exports these): the sub-admins' list reads them without downloading Zod (issue 23).
 */
export const LEGACY_ROLES = ['User', 'Admin'] as const;
export const LEGACY_ACCESS = ['Read', 'Write'] as const;
export type LegacyRole = (typeof LEGACY_ROLES)[number];
export type LegacyAccess = (typeof LEGACY_ACCESS)[number];

/** The older form's own fields, as stored beside a sub-admin and answered with it. */
export interface LegacyUserFields {
  sFirstName: string;
  sLastName: string;
  sUserName: string;
  sJobTitle: string;
  /** Left out on an account whose permissions were never chosen by role (made in the matrix form). */
  eRole?: LegacyRole;
  eAccess?: LegacyAccess;
  sSensorType: string;
  nSensorId: number;
}
export const LEGACY_FIELD_NAMES = [
  'sFirstName',
  'sLastName',
  'sUserName',
  'sJobTitle',
  'eRole',
  'eAccess',
  'sSensorType',
  'nSensorId',
] as const satisfies readonly (keyof LegacyUserFields)[];
