/**
 * Settings / CMS pages (platform.md sections 3, 5 and 9), shared by the app and the mock. A page is
 * addressed by its key; three keys hold loyalty numbers, every other key holds rich text.
 * One schema per key for the edit modal (HTML rich text) and the API (Draft raw or HTML rich text).
 */
import { LOYALTY_RANGES, isLoyaltyKey, type LoyaltyKey } from './settingRecords';
import { z } from './zod';

export * from './settingRecords';

const S = 'gd.settings.validation';
export const SETTINGS_VALIDATION_KEYS = {
  titleRequired: `${S}.title_required`,
  titleMax: `${S}.title_max`,
  valueRequired: `${S}.value_required`,
  percentRange: `${S}.percent_range`,
  minimumRange: `${S}.minimum_range`,
  contentInvalid: `${S}.content_invalid`,
} as const;
const K = SETTINGS_VALIDATION_KEYS;

export const SETTING_TITLE_MAX = 150;
export const SETTING_CONTENT_MAX = 200_000;

/** A plain decimal number: no exponent, no Infinity/NaN text, no hex. */
const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * A number given as a number or as decimal text (the stored form, and what a number input may hold).
 * Blank is "required"; anything else that is not a finite decimal fails the range message.
 */
function loyaltyValue(key: LoyaltyKey) {
  const { min, max } = LOYALTY_RANGES[key];
  const rangeKey = max === undefined ? K.minimumRange : K.percentRange;
  return z.unknown().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') {
      ctx.addIssue({ code: 'custom', message: K.valueRequired });
      return z.NEVER;
    }
    const number =
      typeof text === 'number' ? text : typeof text === 'string' && DECIMAL.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(number) || number < min || (max !== undefined && number > max)) {
      ctx.addIssue({ code: 'custom', message: rangeKey });
      return z.NEVER;
    }
    // Stored as text: one type for sValue whatever the key.
    return String(number);
  });
}

const richValue = z.string(K.contentInvalid).max(SETTING_CONTENT_MAX, K.contentInvalid);

/** The PUT body / edit form of one key: { sTitle, sValue }, sValue checked by the key's kind. */
export function settingSchema(key: string) {
  return z.object({
    sTitle: z.string(K.titleRequired).trim().min(1, K.titleRequired).max(SETTING_TITLE_MAX, K.titleMax),
    sValue: isLoyaltyKey(key) ? loyaltyValue(key) : richValue,
  });
}

export type SettingInput = z.infer<ReturnType<typeof settingSchema>>;

/** The body shape any key accepts, checked before the key is known to exist (403, 400, then 404). */
export const settingBodyShape = z.object({
  sTitle: z.string(K.titleRequired).trim().min(1, K.titleRequired).max(SETTING_TITLE_MAX, K.titleMax),
  sValue: z.union([z.string(), z.number()], K.valueRequired),
});
