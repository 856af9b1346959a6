/**
 * The category / gift card content form (catalogue-and-orders.md section 5), one zod schema for the
 * form (HTML rich texts) and the mock (Draft raw rich texts). Whether a rich text is blank depends on
 * its format, so the caller passes the codec's isBlank: the schema itself stays free of the DOM.
 */
import { z } from './zod';
import { CATEGORY_KINDS } from './catalogue';
import { isImageRef } from './imageRef';
import { RICH_TEXT_LIMITS, RICH_TEXT_TOO_LARGE } from './richTextLimits';
import { requiredString } from './validation';

const C = 'gd.catalogue.validation';
export const CATEGORY_VALIDATION_KEYS = {
  titleRequired: `${C}.title_required`,
  titleMax: `${C}.title_max`,
  logoRequired: `${C}.logo_required`,
  bannerRequired: `${C}.banner_required`,
  categoryRequired: `${C}.category_required`,
  shortDescRequired: `${C}.short_desc_required`,
  descriptionRequired: `${C}.description_required`,
  redeemRequired: `${C}.redeem_required`,
  exchangeFeesRange: `${C}.exchange_fees_range`,
  videoInvalid: `${C}.video_invalid`,
  imageInvalid: `${C}.image_invalid`,
  imagePathInvalid: `${C}.image_path_invalid`,
} as const;
const K = CATEGORY_VALIDATION_KEYS;

export const TITLE_MAX = 100;
export const EXCHANGE_FEES_MAX = 100;
/** A media path: folder/name.ext, no traversal, no scheme (an image field also takes a URL: imageRef.ts). */
export const MEDIA_PATH = /^[a-z]+\/[A-Za-z0-9._-]+\.[a-z0-9]+$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/i;

const richText = (key: string, isBlank: (value: string) => boolean) =>
  z
    .string(key)
    .max(RICH_TEXT_LIMITS.chars, RICH_TEXT_TOO_LARGE)
    .refine((value) => !isBlank(value), key);

/** A required image: a media path or an absolute image URL (both readings of the upload's sPath). */
const image = (key: string) =>
  requiredString(key).refine((value) => isImageRef(value, MEDIA_PATH), K.imagePathInvalid);

export function categorySchema(isBlank: (value: string) => boolean) {
  return z.object({
    sTitle: requiredString(K.titleRequired).max(TITLE_MAX, K.titleMax),
    sCategory: z.enum(CATEGORY_KINDS, K.categoryRequired),
    sLogo: image(K.logoRequired),
    sBanner: image(K.bannerRequired),
    sVideo: z
      .string(K.videoInvalid)
      .trim()
      .max(500, K.videoInvalid)
      .refine((value) => value === '' || HTTP_URL.test(value), K.videoInvalid)
      .optional()
      .default(''),
    nExchangeFees: z.coerce
      .number(K.exchangeFeesRange)
      .min(0, K.exchangeFeesRange)
      .max(EXCHANGE_FEES_MAX, K.exchangeFeesRange)
      .optional()
      .default(0),
    sShortDesc: richText(K.shortDescRequired, isBlank),
    sDescription: richText(K.descriptionRequired, isBlank),
    sRedeem: richText(K.redeemRequired, isBlank),
  });
}

export type CategoryInput = z.infer<ReturnType<typeof categorySchema>>;
