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
import { subadminCreateSchema } from '../../src/domain/subadmin';
import en from '../../src/i18n/en';
import { translator } from '../../mock-server/i18n';

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
        sNewPassword: K.newPasswordRequired,
        sNewRetypedPassword: K.confirmRequired,
      },
    );
    expect(
      firstErrorKey(
        resetPasswordSchema.safeParse({ sNewPassword: 'secret1', sNewRetypedPassword: 'secret2' }),
      ),
    ).toBe(K.passwordNotMatched);
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

describe('one text per password rule in every form (reset, change password, sub-admin)', () => {
  const translate = translator('en-US');
  const english = (key: string | undefined) => (key ? translate(key) : undefined);
  const subadmin = (passwords: { sPassword: string; sConfirmPassword: string }) =>
    messagesFor(
      subadminCreateSchema.safeParse({
        sEmail: 'sub@example.com',
        sFullName: 'Sub Admin',
        sCountryCode: '44',
        sMobileNumber: '7700900123',
        ...passwords,
      }),
    );
  const reset = (sNewPassword: string, sNewRetypedPassword: string) =>
    messagesFor(resetPasswordSchema.safeParse({ sNewPassword, sNewRetypedPassword }));
  const change = (sNewPassword: string, sNewRetypedPassword: string) =>
    messagesFor(
      changePasswordSchema.safeParse({ sOldPassword: 'oldpass', sNewPassword, sNewRetypedPassword }),
    );

  it("uses the spec's texts: too short, confirmation missing, not matched", () => {
    const tooShort = [
      reset('abc', 'abc').sNewPassword,
      change('abc', 'abc').sNewPassword,
      subadmin({ sPassword: 'abc', sConfirmPassword: 'abc' }).sPassword,
    ];
    const noConfirmation = [
      reset('secret1', '').sNewRetypedPassword,
      change('secret1', '').sNewRetypedPassword,
      subadmin({ sPassword: 'secret1', sConfirmPassword: '' }).sConfirmPassword,
    ];
    const notMatched = [
      reset('secret1', 'secret2').sNewRetypedPassword,
      change('secret1', 'secret2').sNewRetypedPassword,
      subadmin({ sPassword: 'secret1', sConfirmPassword: 'secret2' }).sConfirmPassword,
    ];
    expect(tooShort.map(english)).toEqual(Array(3).fill('Password should be 6 characters'));
    expect(noConfirmation.map(english)).toEqual(Array(3).fill('Confirm Password is required'));
    expect(notMatched.map(english)).toEqual(Array(3).fill('Password not matched'));
  });

  it('leaves no second wording of those rules in the texts', () => {
    const texts = JSON.stringify(en);
    for (const other of [
      'Passwords must match',
      'ConfirmPassword is required',
      "Password should be 6 character'",
    ])
      expect(texts).not.toContain(other.replace(/'$/, '"'));
  });
});
