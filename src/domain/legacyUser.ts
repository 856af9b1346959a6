/**
 * The older user form (platform.md s.3, s.5, s.7): its fields (./legacyUserFields.ts), its rules as
 * zod schemas with i18n-key messages (the form and the mock's two legacy routes share them), and the
 * one table that turns its role and access into a sub-admin's permission set. Pure: no React, no I/O.
 */
import { z } from './zod';
import {
  MODULES,
  MODULE_OPERATIONS,
  type ModuleName,
  type Operation,
  type PermissionSet,
} from './permissions';
import { FULL_NAME_MAX, SUBADMIN_KEYS } from './subadmin';
import { emailField, passwordField, requiredString, VALIDATION_KEYS } from './validation';
import { LEGACY_ACCESS, LEGACY_ROLES, type LegacyAccess, type LegacyRole } from './legacyUserFields';

export * from './legacyUserFields';

// ---- the mapping table (docs/api.md, "Older user form") -----------------------------------------

/** "Role Admin forces Write access" (s.5): the access that applies, whatever was sent. */
export const effectiveAccess = (
  role: LegacyRole,
  access: LegacyAccess | undefined,
): LegacyAccess | undefined => (role === 'Admin' ? 'Write' : access);

const all = (module: ModuleName): readonly Operation[] => MODULE_OPERATIONS[module];

/**
 * (eRole, eAccess) -> the operations granted in each module. Admin is the older form's account
 * manager, so only it manages sub-admins; Write without Admin works the marketplace but deletes
 * nothing; Read opens every screen and changes nothing. Every module has View.
 */
export const LEGACY_GRANTS: Readonly<
  Record<`${LegacyRole}+${LegacyAccess}`, (m: ModuleName) => readonly Operation[]>
> = {
  'Admin+Write': all,
  // Role Admin never holds Read (effectiveAccess): the same row, so that the table is total.
  'Admin+Read': all,
  'User+Write': (module) => (module === 'Subadmin' ? ['View'] : all(module).filter((op) => op !== 'Delete')),
  'User+Read': () => ['View'],
};

/** The permission set of a role and access, every module of section 3 (and Audit) present. */
export function legacyPermissions(role: LegacyRole, access: LegacyAccess): PermissionSet {
  const granted = LEGACY_GRANTS[`${role}+${effectiveAccess(role, access) ?? access}`];
  return MODULES.map((module) => ({
    permissions: module,
    operations: MODULE_OPERATIONS[module].map((name) => ({
      name,
      canOperate: granted(module).includes(name) ? 'true' : '',
    })),
  }));
}

/** The full name the sub-admin list shows: first and last name (s.3's sFullName). */
export const legacyFullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();

/** A full name read back as first and last name (first word, the rest): joined again, it is the same. */
export function splitFullName(fullName: string): { sFirstName: string; sLastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { sFirstName: first, sLastName: rest.join(' ') };
}

// ---- schemas --------------------------------------------------------------------------------------

const L = 'gd.legacyUsers.validation';
export const LEGACY_KEYS = {
  firstNameRequired: `${L}.first_name_required`,
  lastNameRequired: `${L}.last_name_required`,
  userNameRequired: `${L}.user_name_required`,
  userNameInvalid: `${L}.user_name_invalid`,
  jobTitleRequired: `${L}.job_title_required`,
  retypeRequired: `${L}.retype_required`,
  idRequired: `${L}.id_required`,
  idInvalid: `${L}.id_invalid`,
  roleRequired: `${L}.role_required`,
  accessRequired: `${L}.access_required`,
  textTooLong: `${L}.text_too_long`,
} as const;
const K = { ...VALIDATION_KEYS, ...SUBADMIN_KEYS, ...LEGACY_KEYS };

/** s.5's user name: lowercase letters, digits, '_' or '.', never '__' or '..'. */
export const USER_NAME_PATTERN = /^(?!.*__)(?!.*\.\.)[a-z0-9_.]+$/;
export const LEGACY_TEXT_MAX = 100;

const text = (requiredKey: string) => requiredString(requiredKey).max(LEGACY_TEXT_MAX, K.textTooLong);
const empty = (v: unknown) => v === undefined || v === null || v === '';

/** "Numeric id (minimum 0)": a whole number, sent as a number or as digits (an HTML input's text). */
const sensorId = z.preprocess(
  (v) => (empty(v) ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? K.idRequired : K.idInvalid) })
    .int(K.idInvalid)
    .min(0, K.idInvalid)
    .max(Number.MAX_SAFE_INTEGER, K.idInvalid),
);
const role = z.enum(LEGACY_ROLES, K.roleRequired);
const access = z.enum(LEGACY_ACCESS, K.accessRequired);
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (empty(v) ? undefined : v), schema.optional());

const fields = {
  sFirstName: text(K.firstNameRequired),
  sLastName: text(K.lastNameRequired),
  sUserName: text(K.userNameRequired).regex(USER_NAME_PATTERN, K.userNameInvalid),
  sEmail: emailField(),
  sJobTitle: text(K.jobTitleRequired),
  sSensorType: z.preprocess(
    (v) => (empty(v) ? '' : v),
    z.string().trim().max(LEGACY_TEXT_MAX, K.textTooLong),
  ),
  nSensorId: sensorId,
};

type Pair = { eRole?: LegacyRole; eAccess?: LegacyAccess; sFirstName: string; sLastName: string };

/** The rules across fields: the full name fits, Admin forces Write, and role and access go together. */
function checkPair(v: Pair, ctx: z.RefinementCtx) {
  if (legacyFullName(v.sFirstName, v.sLastName).length > FULL_NAME_MAX)
    ctx.addIssue({ code: 'custom', message: K.fullNameTooLong, path: ['sLastName'] });
  if (v.eRole === undefined && v.eAccess !== undefined)
    ctx.addIssue({ code: 'custom', message: K.roleRequired, path: ['eRole'] });
  if (v.eRole === 'User' && v.eAccess === undefined)
    ctx.addIssue({ code: 'custom', message: K.accessRequired, path: ['eAccess'] });
}
const forceWrite = <T extends Pair>(v: T): T =>
  v.eRole === undefined ? v : { ...v, eAccess: effectiveAccess(v.eRole, v.eAccess) };

/** POST /superadmin/user-registration: everything required (s.5), role too. */
export const legacyUserCreateSchema = z
  .object({
    ...fields,
    sPassword: passwordField(K.passwordMin),
    // The older form names the field "Retype password": its own text (s.8), the shared rule otherwise.
    sConfirmPassword: z.string(K.retypeRequired).min(1, K.retypeRequired),
    eRole: role,
    eAccess: optional(access),
  })
  .superRefine((v, ctx) => {
    checkPair(v, ctx);
    if (v.sConfirmPassword !== '' && v.sConfirmPassword !== v.sPassword)
      ctx.addIssue({ code: 'custom', message: K.passwordNotMatched, path: ['sConfirmPassword'] });
  })
  .transform(forceWrite);

/**
 * PUT /superadmin/user/{id}: the same fields without the passwords. Role and access may be left out
 * together: the account's permissions then stay as they are (docs/api.md).
 */
export const legacyUserUpdateSchema = z
  .object({ ...fields, eRole: optional(role), eAccess: optional(access) })
  .superRefine(checkPair)
  .transform(forceWrite);

export type LegacyUserCreateInput = z.infer<typeof legacyUserCreateSchema>;
export type LegacyUserUpdateInput = z.infer<typeof legacyUserUpdateSchema>;
