/**
 * Validation rules of platform.md section 5, once, as zod schemas. Messages are i18n keys
 * (see src/i18n/*); the forms use the schemas through zodResolver and the mock server through
 * safeParse, answering 400 with the translated first message.
 */
import { z } from './zod';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

const V = 'gd.validation';
export const VALIDATION_KEYS = {
  emailRequired: `${V}.email_required`,
  emailInvalid: `${V}.email_invalid`,
  passwordRequired: `${V}.password_required`,
  passwordRange: `${V}.password_range`,
  oldPasswordRequired: `${V}.old_password_required`,
  newPasswordRequired: `${V}.new_password_required`,
  passwordMin: `${V}.password_min`,
  samePassword: `${V}.same_password`,
  confirmRequired: `${V}.confirm_required`,
  passwordNotMatched: `${V}.password_not_matched`,
  fullNameRequired: `${V}.full_name_required`,
  currentPasswordRequired: `${V}.current_password_required`,
} as const;
const K = VALIDATION_KEYS;

/** A standard email pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Text that must not be blank once trimmed: `key` is the message when it is missing or blank. */
export const requiredString = (key: string) => z.string(key).trim().min(1, key);

/** A required email of the standard pattern (trimmed). */
export const emailField = () => requiredString(K.emailRequired).regex(EMAIL_PATTERN, K.emailInvalid);

/**
 * A password the login form accepts (6 to 15 characters, not trimmed); `minKey` says it is too
 * short, `requiredKey` that it is missing.
 */
export const passwordField = (minKey: string = K.passwordRange, requiredKey: string = K.passwordRequired) =>
  z.string(requiredKey).min(1, requiredKey).min(PASSWORD_MIN, minKey).max(PASSWORD_MAX, K.passwordRange);

/**
 * The forms that set a password (reset, change password, sub-admin) say each rule in one text, the
 * spec's: 'Password should be 6 characters', 'Confirm Password is required', 'Password not matched'.
 * The spec's sub-admin section spells two of them differently ('6 character', 'ConfirmPassword'):
 * the same rules, so the same texts; its reset section names no text for a mismatch.
 */
export const confirmPasswordField = () => z.string(K.confirmRequired).min(1, K.confirmRequired);

export const loginSchema = z.object({ sEmail: emailField(), sPassword: passwordField() });

export const forgotPasswordSchema = z.object({ sEmail: emailField() });

export const resetPasswordSchema = z
  .object({
    sNewPassword: passwordField(K.passwordMin, K.newPasswordRequired),
    sNewRetypedPassword: confirmPasswordField(),
  })
  .refine((v) => v.sNewPassword === v.sNewRetypedPassword, {
    message: K.passwordNotMatched,
    path: ['sNewRetypedPassword'],
  });

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

export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type EditProfileInput = z.infer<typeof editProfileSchema>;

/** The first issue's message key (the one a form or the API shows first), or undefined when valid. */
export function firstErrorKey(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}
