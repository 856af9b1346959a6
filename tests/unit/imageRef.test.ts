/**
 * The shared schemas' readings of an image field (a media path or an absolute image URL: both
 * profiles' signed-URL answers) and of a sub-admin's dialling code (with or without '+').
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_VALIDATION_KEYS, categorySchema } from '../../src/domain/categoryValidation';
import { IMAGE_URL_MAX, isImageRef } from '../../src/domain/imageRef';
import { PUSH_IMAGE_PATH, PUSH_VALIDATION_KEYS, pushSchema } from '../../src/domain/push';
import { SUBADMIN_KEYS, subadminCreateSchema, subadminUpdateSchema } from '../../src/domain/subadmin';

const category = categorySchema((value) => value.trim() === '');
const categoryBody = (images: { sLogo?: unknown; sBanner?: unknown }) => ({
  sTitle: 'Card',
  sCategory: 'Gaming',
  sLogo: 'categoryimages/logo.png',
  sBanner: 'categoryimages/banner.png',
  sShortDesc: 'short',
  sDescription: 'long',
  sRedeem: 'how',
  ...images,
});
const pushBody = (images: { sLogo?: unknown; sBanner?: unknown }) => ({
  sTitle: 'Sale',
  sContent: 'Now',
  sURL: 'https://giftdesk.example/sale',
  sLogo: 'pushimages/logo.png',
  ...images,
});
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const URLS = [
  'http://127.0.0.1:3001/media/categoryimages/0123456789abcdef01234567.png',
  'https://media.example.com/categoryimages/logo.webp',
];

/** Values no image field may hold, whatever the profile. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)//.png',
  'data:image/png;base64,iVBORw0KGgo=',
  'blob:http://127.0.0.1:3001/3c0a',
  '//evil.example/a.png',
  'ftp://evil.example/a.png',
  'http://',
  'https:///a.png',
  'https://evil.example/a b.png',
  'https://evil.example/a.png"onerror="alert(1)',
  "https://evil.example/a.png'><script>alert(1)</script>",
  'https://evil.example/a.png\\..',
  'https://user:secret@evil.example/a.png',
  `https://evil.example/${'a'.repeat(IMAGE_URL_MAX)}.png`,
  '../../etc/passwd',
  '/media/categoryimages/logo.png',
  'categoryimages/../../db.json',
  `categoryimages/${'a'.repeat(200)}.png`,
];

describe('image fields: a media path or an absolute image URL', () => {
  it('accepts both readings in the category and push schemas', () => {
    for (const value of URLS) {
      expect(category.safeParse(categoryBody({ sLogo: value, sBanner: value })).success, value).toBe(true);
      expect(pushSchema.safeParse(pushBody({ sLogo: value, sBanner: value })).success, value).toBe(true);
    }
    expect(category.safeParse(categoryBody({})).success).toBe(true);
    expect(pushSchema.safeParse(pushBody({ sBanner: 'pushimages/banner.png' })).success).toBe(true);
  });

  it('refuses hostile values with the field message', () => {
    for (const value of HOSTILE) {
      expect(firstMessage(category.safeParse(categoryBody({ sLogo: value }))), value).toBe(
        CATEGORY_VALIDATION_KEYS.imagePathInvalid,
      );
      expect(firstMessage(category.safeParse(categoryBody({ sBanner: value }))), value).toBe(
        CATEGORY_VALIDATION_KEYS.imagePathInvalid,
      );
      expect(firstMessage(pushSchema.safeParse(pushBody({ sLogo: value }))), value).toBe(
        PUSH_VALIDATION_KEYS.imageInvalid,
      );
      expect(firstMessage(pushSchema.safeParse(pushBody({ sBanner: value }))), value).toBe(
        PUSH_VALIDATION_KEYS.imageInvalid,
      );
    }
  });

  it("keeps each field's own folder for paths (a URL's folder is the mock's check)", () => {
    expect(isImageRef('categoryimages/logo.png', PUSH_IMAGE_PATH)).toBe(false);
    expect(isImageRef('pushimages/logo.png', PUSH_IMAGE_PATH)).toBe(true);
    expect(firstMessage(pushSchema.safeParse(pushBody({ sLogo: 'categoryimages/a.png' })))).toBe(
      PUSH_VALIDATION_KEYS.imageInvalid,
    );
  });

  it('still requires the logo and banner of a category and the logo of a push', () => {
    expect(firstMessage(category.safeParse(categoryBody({ sLogo: '' })))).toBe(
      CATEGORY_VALIDATION_KEYS.logoRequired,
    );
    expect(firstMessage(pushSchema.safeParse(pushBody({ sLogo: ' ' })))).toBe(
      PUSH_VALIDATION_KEYS.logoRequired,
    );
  });
});

describe("a sub-admin's country code: 1 to 4 digits, with or without '+'", () => {
  const create = (sCountryCode: unknown) =>
    subadminCreateSchema.safeParse({
      sEmail: 'ada@example.com',
      sFullName: 'Ada',
      sCountryCode,
      sMobileNumber: '7700900123',
      sPassword: 'secret1',
      sConfirmPassword: 'secret1',
    });
  const update = (sCountryCode: unknown) =>
    subadminUpdateSchema.safeParse({ sEmail: 'ada@example.com', sFullName: 'Ada', sCountryCode });

  it('accepts both readings on create and on update (a stored code without + sent back)', () => {
    for (const code of ['+44', '44', '1', '+1', '1234', '+1234', ' 33 ']) {
      expect(create(code).success, code).toBe(true);
      expect(update(code).success, code).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const code of ['++44', '+', '12345', '+12345', '4a', '+44 1', '-44', '٤٤', '+0x1']) {
      expect(firstMessage(create(code)), code).toBe(SUBADMIN_KEYS.countryCodeInvalid);
      expect(firstMessage(update(code)), code).toBe(SUBADMIN_KEYS.countryCodeInvalid);
    }
    expect(firstMessage(create(''))).toBe(SUBADMIN_KEYS.countryCodeRequired);
    expect(update('').success).toBe(true);
  });
});
