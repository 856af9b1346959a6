/**
 * The rules of the public forms (platform.md section 5: login, forgot and reset password) as data,
 * with a small checker: the login page downloads no Zod (issue 23). src/domain/validation.ts builds
 * the zod fields the mock and the admin's forms use from the very same rules (`textField`), so each
 * rule is written once and both say the same first message. Messages are i18n keys (src/i18n/*).
 */
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

/**
 * A required text field's rules, checked in this order (the first that fails is the message): a
 * string, trimmed first when `trim`, not empty, at least `min`, at most `max`, matching `pattern`.
 */
export interface TextRules {
  /** The message when the value is missing, not a string, or empty. */
  required: string;
  trim?: boolean;
  min?: { length: number; message: string };
  max?: { length: number; message: string };
  pattern?: { regex: RegExp; message: string };
}

/** A required email of the standard pattern (trimmed). */
export const EMAIL_RULES: TextRules = {
  required: K.emailRequired,
  trim: true,
  pattern: { regex: EMAIL_PATTERN, message: K.emailInvalid },
};

/**
 * A password the login form accepts (6 to 15 characters, not trimmed); `minKey` says it is too
 * short, `requiredKey` that it is missing.
 */
export const passwordRules = (
  minKey: string = K.passwordRange,
  requiredKey: string = K.passwordRequired,
): TextRules => ({
  required: requiredKey,
  min: { length: PASSWORD_MIN, message: minKey },
  max: { length: PASSWORD_MAX, message: K.passwordRange },
});

/**
 * The forms that set a password (reset, change password, sub-admin) say each rule in one text, the
 * spec's: 'Password should be 6 characters', 'Confirm Password is required', 'Password not matched'.
 * The spec's sub-admin section spells two of them differently ('6 character', 'ConfirmPassword'):
 * the same rules, so the same texts; its reset section names no text for a mismatch.
 */
export const CONFIRM_PASSWORD_RULES: TextRules = { required: K.confirmRequired };

/** A form of text fields; `same` asks one field to repeat another (a confirmation). */
export interface FormRules<Name extends string> {
  fields: Record<Name, TextRules>;
  same?: { field: Name; as: Name; message: string };
}

export type LoginInput = Record<'sEmail' | 'sPassword', string>;
export type ForgotPasswordInput = Record<'sEmail', string>;
export type ResetPasswordInput = Record<'sNewPassword' | 'sNewRetypedPassword', string>;

export const LOGIN_RULES: FormRules<keyof LoginInput> = {
  fields: { sEmail: EMAIL_RULES, sPassword: passwordRules() },
};

export const FORGOT_PASSWORD_RULES: FormRules<keyof ForgotPasswordInput> = {
  fields: { sEmail: EMAIL_RULES },
};

export const RESET_PASSWORD_RULES: FormRules<keyof ResetPasswordInput> = {
  fields: {
    sNewPassword: passwordRules(K.passwordMin, K.newPasswordRequired),
    sNewRetypedPassword: CONFIRM_PASSWORD_RULES,
  },
  same: { field: 'sNewRetypedPassword', as: 'sNewPassword', message: K.passwordNotMatched },
};

/** One value against its rules: the value to send (trimmed when asked), or the first message. */
export function checkText(rules: TextRules, input: unknown): { value: string } | { error: string } {
  if (typeof input !== 'string') return { error: rules.required };
  const value = rules.trim ? input.trim() : input;
  if (value.length === 0) return { error: rules.required };
  if (rules.min && value.length < rules.min.length) return { error: rules.min.message };
  if (rules.max && value.length > rules.max.length) return { error: rules.max.message };
  if (rules.pattern && !rules.pattern.regex.test(value)) return { error: rules.pattern.message };
  return { value };
}

export type FormCheck<Name extends string> =
  | { ok: true; values: Record<Name, string> }
  | { ok: false; errors: Partial<Record<Name, string>> };

/** A form's values against its rules: the values to send, or each invalid field's first message. */
export function checkForm<Name extends string>(
  rules: FormRules<Name>,
  input: Record<Name, unknown>,
): FormCheck<Name> {
  const values = {} as Record<Name, string>;
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(rules.fields) as Name[]) {
    const checked = checkText(rules.fields[name], input[name]);
    if ('error' in checked) errors[name] = checked.error;
    else values[name] = checked.value;
  }
  const { same } = rules;
  if (same && !errors[same.field] && values[same.field] !== input[same.as]) errors[same.field] = same.message;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
