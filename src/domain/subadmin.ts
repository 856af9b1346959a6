/**
 * Sub-admins (platform.md sections 3, 5 and 7): the record, the form/API schemas with i18n-key
 * messages, and the permission-set rules the form and the mock share (validation against
 * MODULE_OPERATIONS, "no one grants more than it holds").
 */
import { z } from './zod';
import {
  MODULES,
  MODULE_OPERATIONS,
  can,
  type ModuleName,
  type Operation,
  type PermissionSet,
} from './permissions';
import {
  confirmPasswordField,
  emailField,
  passwordField,
  requiredString,
  VALIDATION_KEYS,
} from './validation';

const S = 'gd.subadmins.validation';
export const SUBADMIN_KEYS = {
  countryCodeRequired: `${S}.country_code_required`,
  countryCodeInvalid: `${S}.country_code_invalid`,
  mobileRequired: `${S}.mobile_required`,
  mobileInvalid: `${S}.mobile_invalid`,
  fullNameTooLong: `${S}.full_name_too_long`,
  permissionsInvalid: `${S}.permissions_invalid`,
  statusInvalid: `${S}.status_invalid`,
  idRequired: `${S}.id_required`,
} as const;
const K = { ...VALIDATION_KEYS, ...SUBADMIN_KEYS };

/** 6 to 10 digits, optionally with single spaces between digits (section 5). */
export const MOBILE_PATTERN = /^\d(?: ?\d){5,9}$/;
/**
 * (choice) A dialling code of 1 to 4 digits, with or without '+': the spec only says it is required,
 * and its backend answers the code without '+' ('44'), which an edit form then sends back.
 */
export const COUNTRY_CODE_PATTERN = /^\+?\d{1,4}$/;
export const FULL_NAME_MAX = 100;

export type SubadminStatus = 'y' | 'n';

/** A sub-admin as the API returns it: never a password. */
export interface Subadmin {
  _id: string;
  sEmail: string;
  sFullName: string;
  sCountryCode: string;
  sMobileNumber: string;
  eStatus: SubadminStatus;
  aPermissions: PermissionSet;
  dCreatedAt: string;
  dUpdatedAt: string;
}

// ---- permission sets ----------------------------------------------------------------------------

const isModule = (name: string): name is ModuleName => Object.hasOwn(MODULE_OPERATIONS, name);
const operationsOf = (module: ModuleName): readonly Operation[] => MODULE_OPERATIONS[module];

/** Every module of section 3, in its order, with every operation present ('true' or ''). */
export function normalizePermissions(perms: PermissionSet | undefined): PermissionSet {
  return MODULES.map((module) => ({
    permissions: module,
    operations: operationsOf(module).map((name) => ({
      name,
      canOperate: can(perms, module, name) ? 'true' : '',
    })),
  }));
}

/** The (module, operation) pairs `perms` grants that `holder` does not. */
export function grantsBeyond(
  perms: PermissionSet | undefined,
  holder: PermissionSet | undefined,
): { module: ModuleName; operation: Operation }[] {
  return MODULES.flatMap((module) =>
    operationsOf(module)
      .filter((operation) => can(perms, module, operation) && !can(holder, module, operation))
      .map((operation) => ({ module, operation })),
  );
}

/** canOperate as sent: 'true' grants; '' and 'false' (or booleans) are accepted and stored as ''. */
const canOperate = z
  .union([z.literal('true'), z.literal('false'), z.literal(''), z.boolean()], K.permissionsInvalid)
  .transform((value) => (value === true || value === 'true' ? 'true' : ''));

const permissionEntry = z.object(
  {
    permissions: z.string(K.permissionsInvalid),
    operations: z.array(
      z.object({ name: z.string(K.permissionsInvalid), canOperate }, K.permissionsInvalid),
      K.permissionsInvalid,
    ),
  },
  K.permissionsInvalid,
);

/**
 * aPermissions as the API accepts it: only modules and operations of section 3, each at most once.
 * The result is the complete normalized set (missing modules and operations are denied).
 */
export const permissionSetSchema = z
  .array(permissionEntry, K.permissionsInvalid)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    for (const entry of entries) {
      const known = isModule(entry.permissions);
      const names = entry.operations.map((op) => op.name);
      const valid =
        known &&
        !seen.has(entry.permissions) &&
        new Set(names).size === names.length &&
        names.every((name) => (operationsOf(entry.permissions as ModuleName) as string[]).includes(name));
      seen.add(entry.permissions);
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: K.permissionsInvalid });
        return;
      }
    }
  })
  .transform((entries) => normalizePermissions(entries));

// ---- form and API bodies --------------------------------------------------------------------------

const fullName = () => requiredString(K.fullNameRequired).max(FULL_NAME_MAX, K.fullNameTooLong);

const countryCode = (required: boolean) =>
  z
    .string(K.countryCodeRequired)
    .trim()
    .refine((v) => !required || v !== '', K.countryCodeRequired)
    .refine((v) => v === '' || COUNTRY_CODE_PATTERN.test(v), K.countryCodeInvalid);
const mobile = (required: boolean) =>
  z
    .string(K.mobileRequired)
    .trim()
    .refine((v) => !required || v !== '', K.mobileRequired)
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), K.mobileInvalid);

/** In edit mode only email and full name are required (section 5): the others may be left empty. */
const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), schema);

const baseFields = (required: boolean) => ({
  sEmail: emailField(),
  sFullName: fullName(),
  sCountryCode: required ? countryCode(true) : optionalText(countryCode(false)),
  sMobileNumber: required ? mobile(true) : optionalText(mobile(false)),
  // (choice) no permission template is given: a set left out means no rights at all.
  aPermissions: z.preprocess((v) => (v === undefined ? [] : v), permissionSetSchema),
});

export const subadminCreateSchema = z
  .object({
    ...baseFields(true),
    // The login form accepts 6 to 15 characters: a longer password could never be used to log in.
    sPassword: passwordField(K.passwordMin),
    sConfirmPassword: confirmPasswordField(),
  })
  .refine((v) => v.sConfirmPassword === v.sPassword, {
    message: K.passwordNotMatched,
    path: ['sConfirmPassword'],
  });

export const subadminUpdateSchema = z.object(baseFields(false));

export const subadminStatusSchema = z.object({
  _id: requiredString(K.idRequired),
  eStatus: z.enum(['y', 'n'], K.statusInvalid),
});

export type SubadminCreateInput = z.infer<typeof subadminCreateSchema>;
export type SubadminUpdateInput = z.infer<typeof subadminUpdateSchema>;
export type SubadminStatusInput = z.infer<typeof subadminStatusSchema>;
