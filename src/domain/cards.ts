/**
 * Gift card products and redeem cards (catalogue-and-orders.md sections 3, 5 and 9): record types,
 * the form/API schemas (messages are i18n keys) and the redeem code generator. Shared by the app
 * (zodResolver) and the mock (route bodies), so both refuse exactly the same input.
 */
import { z } from './zod';
import { CURRENCIES, type Currency } from './types';
import { requiredString } from './validation';

export * from './cardFields';

export const CARD_STATUSES = ['Active', 'Disabled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A gift card product (section 3). sCategoryTitle is joined from the category on every read. */
export interface GiftCard {
  _id: string;
  sTitle: string;
  iCategoryId: string;
  sCategoryTitle?: string;
  eCurrency: Currency;
  /** Face value and selling price, whole units of eCurrency. */
  nValue: number;
  nPrice: number;
  /** Percentages. */
  nDiscount: number;
  nCashBack: number;
  nServiceCharge: number;
  bSellable: boolean;
  nExchangeFees: number;
  /** The list's "offer" sort key (nOffer -> nOfferPercentage): the discount, kept in step by the API. */
  nOfferPercentage: number;
  eStatus: CardStatus;
  sValidity: string;
  nQuantity: number;
  sOfferValidity: string;
  dCreatedAt: string;
  dUpdatedAt: string;
}

/** A redeem card. sCode and sPin are secrets: never in list answers, only in GET of one card. */
export interface RedeemCard {
  _id: string;
  sCode: string;
  sPin: string;
  nValue: number;
  eCurrency: Currency;
  bRedeemed: boolean;
  eStatus: CardStatus;
  dCreatedAt: string;
  dUpdatedAt: string;
}
/** What the redeem card list carries: the card without its secrets. */
export type RedeemCardListItem = Omit<RedeemCard, 'sCode' | 'sPin'>;

/** Section 9: service charge 10 %, exchange fee 30 %. */
export const GIFT_CARD_DEFAULTS = { nServiceCharge: 10, nExchangeFees: 30 } as const;

export const TEXT_MAX = 100;
export const PERCENT_MAX = 100;
export const PIN_MAX_DIGITS = 4;

const V = 'gd.cards.validation';
export const CARD_VALIDATION_KEYS = {
  titleRequired: `${V}.title_required`,
  priceRequired: `${V}.price_required`,
  valueRequired: `${V}.value_required`,
  onlyNumber: `${V}.only_number`,
  currencyRequired: `${V}.currency_required`,
  categoryRequired: `${V}.category_required`,
  serviceChargeRequired: `${V}.service_charge_required`,
  exchangeFeeRequired: `${V}.exchange_fee_required`,
  minZero: `${V}.min_zero`,
  minOne: `${V}.min_one`,
  maxPercent: `${V}.max_percent`,
  tooLong: `${V}.too_long`,
  wholeNumber: `${V}.whole_number`,
  codeRequired: `${V}.code_required`,
  codeInvalid: `${V}.code_invalid`,
  pinInvalid: `${V}.pin_invalid`,
  statusInvalid: `${V}.status_invalid`,
  invalidFlag: `${V}.invalid_flag`,
} as const;
const K = CARD_VALIDATION_KEYS;

/** Blank inputs (an emptied field gives '' or null) count as missing; text is trimmed. */
const blank = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
};

/** Digits only (price, value): typed text or a number from the API; the output is a number. */
const digits = (requiredKey: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blank(value)),
    z
      .string(requiredKey)
      .regex(/^\d{1,9}$/, K.onlyNumber)
      .transform(Number),
  );

/** A number of at least `min` (percentages at most 100); numeric text is accepted. */
const amount = (options: { min: 0 | 1; max?: number; requiredKey?: string; whole?: boolean }) => {
  const { requiredKey } = options;
  let schema = z
    .number({ error: (issue) => (issue.input === undefined && requiredKey ? requiredKey : K.onlyNumber) })
    .min(options.min, options.min === 1 ? K.minOne : K.minZero);
  if (options.max !== undefined) schema = schema.max(options.max, K.maxPercent);
  if (options.whole) schema = schema.int(K.wholeNumber);
  const inner = requiredKey ? schema : schema.optional().transform((v) => v ?? 0);
  return z.preprocess((value) => {
    const v = blank(value);
    return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }, inner);
};

const requiredText = (key: string) => z.preprocess(blank, requiredString(key).max(TEXT_MAX, K.tooLong));
const optionalText = z.preprocess(
  (value) => blank(value) ?? '',
  z.string(K.tooLong).max(TEXT_MAX, K.tooLong),
);
const currency = z.preprocess(blank, z.enum(CURRENCIES, K.currencyRequired));

/**
 * The gift card form and POST/PUT admin/giftcards (section 5): title, price, currency and category
 * required; numbers at least 0, service charge at least 1; the exchange fee counts only when the card
 * is sellable (otherwise a missing or wrong value falls back to the default, 30).
 */
const exchangeFee = amount({ min: 0, max: PERCENT_MAX, requiredKey: K.exchangeFeeRequired });

export const giftCardSchema = z.preprocess(
  (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const card = input as Record<string, unknown>;
    // A card that is not sellable has no exchange fee on screen: whatever is left there is not an error.
    if (card.bSellable === true || exchangeFee.safeParse(card.nExchangeFees).success) return input;
    return { ...card, nExchangeFees: GIFT_CARD_DEFAULTS.nExchangeFees };
  },
  z.object({
    sTitle: requiredText(K.titleRequired),
    iCategoryId: z.preprocess(blank, requiredString(K.categoryRequired).max(64)),
    eCurrency: currency,
    nPrice: digits(K.priceRequired),
    nValue: digits(K.valueRequired),
    nDiscount: amount({ min: 0, max: PERCENT_MAX }),
    nCashBack: amount({ min: 0, max: PERCENT_MAX }),
    nServiceCharge: amount({ min: 1, max: PERCENT_MAX, requiredKey: K.serviceChargeRequired }),
    bSellable: z.preprocess((v) => v ?? false, z.boolean(K.invalidFlag)),
    nExchangeFees: exchangeFee,
    sValidity: optionalText,
    nQuantity: amount({ min: 0, whole: true }),
    sOfferValidity: optionalText,
  }),
);
export type GiftCardInput = z.output<typeof giftCardSchema>;

/** The status toggle of both lists: PUT .../{id} with { _id, eStatus }. */
export const cardStatusSchema = z.strictObject({
  _id: z.string(K.statusInvalid).max(64, K.statusInvalid),
  eStatus: z.enum(CARD_STATUSES, K.statusInvalid),
});
export type CardStatusInput = z.infer<typeof cardStatusSchema>;

/** A PUT body is the status toggle when it carries eStatus and no other field than _id. */
export const isStatusBody = (body: Record<string, unknown>): boolean =>
  Object.hasOwn(body, 'eStatus') && Object.keys(body).every((key) => key === '_id' || key === 'eStatus');

/**
 * The spec asks only that a code is present; the 16-character alphabet is how the form generates
 * one, not a shape every card must have. Codes typed by hand are copied from other issuers' cards,
 * which can be shorter and printed with dashes, and the API may already hold such codes: a rule of 16
 * would make those cards impossible to save. So a code is 4 to 32 letters, digits or dashes (no
 * dash at either end), and the form's helper says exactly that (docs/api.md, "Redeem cards").
 */
export const REDEEM_CODE_MIN = 4;
export const REDEEM_CODE_MAX = 32;
export const REDEEM_CODE_PATTERN = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9-]{${REDEEM_CODE_MIN - 2},${REDEEM_CODE_MAX - 2}}[A-Za-z0-9]$`,
);

export const redeemCardSchema = z.object({
  sCode: z.preprocess(blank, z.string(K.codeRequired).regex(REDEEM_CODE_PATTERN, K.codeInvalid)),
  sPin: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blank(value)),
    z.string(K.pinInvalid).regex(new RegExp(`^\\d{1,${PIN_MAX_DIGITS}}$`), K.pinInvalid),
  ),
  nValue: digits(K.valueRequired),
  eCurrency: currency,
});
export type RedeemCardInput = z.output<typeof redeemCardSchema>;

/** Codes compare case-insensitively: 'abcd' and 'ABCD' are the same card. */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Section 5: uppercase letters without I, L and O (read as 1 and 0), plus digits. */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ0123456789';
export const REDEEM_CODE_LENGTH = 16;

/** Fills a byte array with random values: crypto.getRandomValues in the app, injectable in tests. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A 16-character code from a cryptographic source. Unbiased: bytes at or above the largest multiple
 * of the alphabet size (33 * 7 = 231) are thrown away instead of folded in by the modulo.
 */
export function generateRedeemCode(random: RandomBytes = cryptoBytes): string {
  const size = REDEEM_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < REDEEM_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(REDEEM_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < REDEEM_CODE_LENGTH) code += REDEEM_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}
