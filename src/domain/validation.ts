/**
 * Validation rules of platform.md section 5, once, as zod schemas (the public forms' rules and the
 * fields shared with them are in src/domain/authValidation.ts, re-exported here). Messages are i18n keys
 * (see src/i18n/*); the forms use the schemas through zodResolver and the mock server through
 * safeParse, answering 400 with the translated first message.
 */
import { z } from './zod';
import {
  CONFIRM_PASSWORD_RULES,
  EMAIL_RULES,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_RULES,
  VALIDATION_KEYS,
  passwordRules,
  type FormRules,
  type TextRules,
} from './authValidation';

export * from './authValidation';
const K = VALIDATION_KEYS;

/** Text that must not be blank once trimmed: `key` is the message when it is missing or blank. */
export const requiredString = (key: string) => z.string(key).trim().min(1, key);

/** The zod field of a text field's rules: the same checks in the same order (src/domain/authValidation.ts). */
export function textField(rules: TextRules) {
  let field = z.string(rules.required);
  if (rules.trim) field = field.trim();
  field = field.min(1, rules.required);
  if (rules.min) field = field.min(rules.min.length, rules.min.message);
  if (rules.max) field = field.max(rules.max.length, rules.max.message);
  if (rules.pattern) field = field.regex(rules.pattern.regex, rules.pattern.message);
  return field;
}

/** The zod object of a form's rules, for the mock: what the public forms check, the API checks. */
function formSchema<Name extends string>({ fields, same }: FormRules<Name>) {
  const shape = Object.fromEntries(
    (Object.keys(fields) as Name[]).map((name) => [name, textField(fields[name])]),
  ) as Record<Name, z.ZodString>;
  const schema = z.object(shape);
  if (!same) return schema;
  return schema.refine(
    (v) => (v as Record<Name, string>)[same.field] === (v as Record<Name, string>)[same.as],
    {
      message: same.message,
      path: [same.field],
    },
  );
}

/** A required email of the standard pattern (trimmed). */
export const emailField = () => textField(EMAIL_RULES);

/** A password the login form accepts (6 to 15 characters, not trimmed), see passwordRules. */
export const passwordField = (minKey?: string, requiredKey?: string) =>
  textField(passwordRules(minKey, requiredKey));

export const confirmPasswordField = () => textField(CONFIRM_PASSWORD_RULES);

export const loginSchema = formSchema(LOGIN_RULES);
export const forgotPasswordSchema = formSchema(FORGOT_PASSWORD_RULES);
export const resetPasswordSchema = formSchema(RESET_PASSWORD_RULES);

/**
 * Change password (platform.md: "values trimmed"): trimmed as the spec says, and no longer than the
 * login accepts (15): a 40-character new password locked its own account out.
 */
const trimmedPassword = (requiredKey: string) =>
  requiredString(requiredKey).min(PASSWORD_MIN, K.passwordMin).max(PASSWORD_MAX, K.passwordRange);

export const changePasswordSchema = z
  .object({
    sOldPassword: trimmedPassword(K.oldPasswordRequired),
    sNewPassword: trimmedPassword(K.newPasswordRequired),
    sNewRetypedPassword: trimmedPassword(K.confirmRequired),
  })
  .superRefine((v, ctx) => {
    if (v.sNewPassword === v.sOldPassword) {
      ctx.addIssue({ code: 'custom', message: K.samePassword, path: ['sNewPassword'] });
    }
    if (v.sNewRetypedPassword !== v.sNewPassword) {
      ctx.addIssue({ code: 'custom', message: K.passwordNotMatched, path: ['sNewRetypedPassword'] });
    }
  });

/**
 * Edit profile: the spec's two fields, and the current password with a change of email (docs/security.md:
 * a stolen token must not move the account to another address). The spec's call has no such
 * field: a backend that does not know it ignores it, and the app works the same.
 */
export const editProfileSchema = z.object({
  sFullName: requiredString(K.fullNameRequired).max(100, K.fullNameRequired),
  sEmail: emailField(),
  sCurrentPassword: z.string().max(PASSWORD_MAX, K.passwordRange).optional(),
});

/** Whether an email is another address than `before` (addresses compare without case). */
export const emailChanged = (before: string, after: string): boolean =>
  before.trim().toLowerCase() !== after.trim().toLowerCase();

/** The form's rules: the current password is required once the email is not `currentEmail`. */
export const editProfileFormSchema = (currentEmail: string) =>
  editProfileSchema.superRefine((v, ctx) => {
    if (emailChanged(currentEmail, v.sEmail) && !v.sCurrentPassword) {
      ctx.addIssue({ code: 'custom', message: K.currentPasswordRequired, path: ['sCurrentPassword'] });
    }
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type EditProfileInput = z.infer<typeof editProfileSchema>;

/** The first issue's message key (the one a form or the API shows first), or undefined when valid. */
export function firstErrorKey(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}
