/**
 * The fields a gift card or redeem card body may carry, in order (explicit allowlists for requests),
 * apart from the zod schemas of ./cards.ts: the endpoint table reads these, and the admin's shell must
 * not build schemas it does not use (issue 23).
 */
import type { GiftCardInput, RedeemCardInput } from './cards';

/** The field order of a gift card body (explicit allowlist for requests). */
export const GIFT_CARD_FIELDS = [
  'sTitle',
  'nCashBack',
  'nDiscount',
  'bSellable',
  'nExchangeFees',
  'nServiceCharge',
  'iCategoryId',
  'eCurrency',
  'nPrice',
  'nValue',
  'sValidity',
  'nQuantity',
  'sOfferValidity',
] as const satisfies readonly (keyof GiftCardInput)[];

export const REDEEM_CARD_FIELDS = [
  'sCode',
  'sPin',
  'nValue',
  'eCurrency',
] as const satisfies readonly (keyof RedeemCardInput)[];
