/** The records of the catalogue answers (catalogue-and-orders.md s.3): categories, gift and redeem cards. */
import { z } from '../zod';
import { CARD_STATUSES } from '../cards';
import { CATEGORY_STATUSES } from '../catalogue';
import { key, optionalAmount, optionalDate, optionalFlag, optionalText, namedRecord } from './fields';

export const categoryRecord = namedRecord('Category', {
  _id: key,
  sTitle: z.string(),
  sCategory: optionalText,
  sLogo: optionalText,
  sBanner: optionalText,
  sVideo: optionalText,
  nExchangeFees: optionalAmount,
  sShortDesc: optionalText,
  sDescription: optionalText,
  sRedeem: optionalText,
  eStatus: z.enum(CATEGORY_STATUSES).optional(),
  dCreatedAt: optionalDate,
});

export const giftCardRecord = namedRecord('GiftCard', {
  _id: key,
  sTitle: z.string(),
  iCategoryId: key.nullable().optional(),
  sCategoryTitle: optionalText,
  eCurrency: optionalText,
  nValue: optionalAmount,
  nPrice: optionalAmount,
  nDiscount: optionalAmount,
  nCashBack: optionalAmount,
  nServiceCharge: optionalAmount,
  bSellable: optionalFlag,
  nExchangeFees: optionalAmount,
  nOfferPercentage: optionalAmount,
  eStatus: z.enum(CARD_STATUSES).optional(),
  sValidity: optionalText,
  nQuantity: optionalAmount,
  sOfferValidity: optionalText,
  dCreatedAt: optionalDate,
});

export const redeemCardRecord = namedRecord('RedeemCard', {
  _id: key,
  sCode: optionalText.meta({ description: 'A secret: only in the answer for one card' }),
  sPin: optionalText,
  nValue: optionalAmount,
  eCurrency: optionalText,
  bRedeemed: optionalFlag,
  eStatus: z.enum(CARD_STATUSES).optional(),
  dCreatedAt: optionalDate,
});
