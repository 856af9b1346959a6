/**
 * The public forms check their rules without Zod (src/domain/authValidation.ts); the mock and the
 * admin check the zod schemas built from the same rules (src/domain/validation.ts). Both must accept
 * the same values and say the same first message per field, whatever is typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  RESET_PASSWORD_RULES,
  type FormRules,
} from '../../src/domain/authValidation';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  VALIDATION_KEYS as K,
} from '../../src/domain/validation';

type Schema = typeof loginSchema | typeof forgotPasswordSchema | typeof resetPasswordSchema;

/** What zod says: the values it outputs, or each field's first message. */
function zodSays(schema: Schema, values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

// Emails, near-emails, passwords around the limits, blanks and spaces.
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', '  a@b.co  ', 'a@b.c', 'admin@example.com', 'x y@z.io', '12345', '123456'),
  fc.emailAddress(),
  fc.string({ minLength: 14, maxLength: 17 }),
);

const FORMS: [string, FormRules<string>, Schema][] = [
  ['login', LOGIN_RULES, loginSchema],
  ['forgot password', FORGOT_PASSWORD_RULES, forgotPasswordSchema],
  ['reset password', RESET_PASSWORD_RULES, resetPasswordSchema],
];

describe('the public forms and the API check the same rules', () => {
  it.each(FORMS)(
    '%s: same verdict, same values sent, same first message per field',
    (_name, rules, schema) => {
      const names = Object.keys(rules.fields);
      fc.assert(
        fc.property(fc.array(text, { minLength: names.length, maxLength: names.length }), (typed) => {
          const values = Object.fromEntries(names.map((name, index) => [name, typed[index]]));
          expect(checkForm(rules, values)).toEqual(zodSays(schema, values));
        }),
        { numRuns: 400 },
      );
    },
  );

  it('says what the spec says, in order: required, then the length, then the pattern', () => {
    expect(checkForm(LOGIN_RULES, { sEmail: '  ', sPassword: '' })).toEqual({
      ok: false,
      errors: { sEmail: K.emailRequired, sPassword: K.passwordRequired },
    });
    expect(checkForm(LOGIN_RULES, { sEmail: 'admin@example', sPassword: '1234567890123456' })).toEqual({
      ok: false,
      errors: { sEmail: K.emailInvalid, sPassword: K.passwordRange },
    });
    // The email is sent trimmed, the password as typed.
    expect(checkForm(LOGIN_RULES, { sEmail: ' admin@example.com ', sPassword: ' Admin#2026' })).toEqual({
      ok: true,
      values: { sEmail: 'admin@example.com', sPassword: ' Admin#2026' },
    });
    expect(
      checkForm(RESET_PASSWORD_RULES, { sNewPassword: 'NewPass1', sNewRetypedPassword: 'NewPass2' }),
    ).toEqual({
      ok: false,
      errors: { sNewRetypedPassword: K.passwordNotMatched },
    });
  });

  it('refuses what is not text, as the API does', () => {
    expect(checkForm(LOGIN_RULES, { sEmail: 42, sPassword: null })).toEqual(
      zodSays(loginSchema, { sEmail: 42, sPassword: null }),
    );
  });
});
