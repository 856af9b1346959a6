import { describe, expect, it } from 'vitest';
import {
  VALIDATION_KEYS as K,
  changePasswordSchema,
  editProfileSchema,
  firstErrorKey,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../src/domain/validation';

const messagesFor = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse());

describe('login', () => {
  it('requires a valid email and a password of 6 to 15 characters', () => {
    expect(firstErrorKey(loginSchema.safeParse({ sEmail: '', sPassword: 'secret1' }))).toBe(K.emailRequired);
    expect(firstErrorKey(loginSchema.safeParse({ sEmail: 'nope', sPassword: 'secret1' }))).toBe(
      K.emailInvalid,
    );
    expect(firstErrorKey(loginSchema.safeParse({ sEmail: 'a@b.co', sPassword: '' }))).toBe(
      K.passwordRequired,
    );
    expect(firstErrorKey(loginSchema.safeParse({ sEmail: 'a@b.co', sPassword: '12345' }))).toBe(
      K.passwordRange,
    );
    expect(firstErrorKey(loginSchema.safeParse({ sEmail: 'a@b.co', sPassword: '1'.repeat(16) }))).toBe(
      K.passwordRange,
    );
    expect(loginSchema.safeParse({ sEmail: 'a@b.co', sPassword: '123456' }).success).toBe(true);
    expect(loginSchema.safeParse({ sEmail: 'a@b.co', sPassword: '1'.repeat(15) }).success).toBe(true);
  });

  it('refuses values of the wrong type with the required message', () => {
    expect(firstErrorKey(loginSchema.safeParse({ sEmail: 42, sPassword: ['x'] }))).toBe(K.emailRequired);
    expect(firstErrorKey(loginSchema.safeParse(null))).toBeDefined();
  });
});

describe('forgot and reset', () => {
  it('forgot needs a valid email', () => {
    expect(firstErrorKey(forgotPasswordSchema.safeParse({ sEmail: 'x@' }))).toBe(K.emailInvalid);
    expect(forgotPasswordSchema.safeParse({ sEmail: ' admin@example.com ' }).data?.sEmail).toBe(
      'admin@example.com',
    );
  });

  it('reset needs both fields, matching', () => {
    expect(messagesFor(resetPasswordSchema.safeParse({ sNewPassword: '', sNewRetypedPassword: '' }))).toEqual(
      {
        sNewPassword: K.passwordRequired,
        sNewRetypedPassword: K.retypeRequired,
      },
    );
    expect(
      firstErrorKey(
        resetPasswordSchema.safeParse({ sNewPassword: 'secret1', sNewRetypedPassword: 'secret2' }),
      ),
    ).toBe(K.passwordsMustMatch);
  });
});

describe('change password', () => {
  const base = { sOldPassword: 'oldpass', sNewPassword: 'newpass', sNewRetypedPassword: 'newpass' };

  it('accepts a valid change and trims the values', () => {
    const result = changePasswordSchema.safeParse({ ...base, sNewPassword: ' newpass ' });
    expect(result.success).toBe(true);
    expect(result.data?.sNewPassword).toBe('newpass');
  });

  it('gives the messages of section 5', () => {
    expect(messagesFor(changePasswordSchema.safeParse({}))).toEqual({
      sOldPassword: K.oldPasswordRequired,
      sNewPassword: K.newPasswordRequired,
      sNewRetypedPassword: K.confirmRequired,
    });
    expect(firstErrorKey(changePasswordSchema.safeParse({ ...base, sOldPassword: 'abc' }))).toBe(
      K.passwordMin,
    );
    expect(firstErrorKey(changePasswordSchema.safeParse({ ...base, sNewPassword: 'oldpass' }))).toBe(
      K.samePassword,
    );
    expect(firstErrorKey(changePasswordSchema.safeParse({ ...base, sNewRetypedPassword: 'newpasx' }))).toBe(
      K.passwordNotMatched,
    );
  });
});

describe('edit profile', () => {
  it('trims and requires full name and a valid email', () => {
    expect(editProfileSchema.safeParse({ sFullName: '  Ada  ', sEmail: ' ada@example.com ' }).data).toEqual({
      sFullName: 'Ada',
      sEmail: 'ada@example.com',
    });
    expect(firstErrorKey(editProfileSchema.safeParse({ sFullName: '   ', sEmail: 'ada@example.com' }))).toBe(
      K.fullNameRequired,
    );
    expect(firstErrorKey(editProfileSchema.safeParse({ sFullName: 'Ada', sEmail: 'ada' }))).toBe(
      K.emailInvalid,
    );
  });

  it('drops fields the profile form does not send', () => {
    const parsed = editProfileSchema.safeParse({ sFullName: 'Ada', sEmail: 'a@b.co', eRole: 'super' });
    expect(parsed.data).toEqual({ sFullName: 'Ada', sEmail: 'a@b.co' });
  });
});
