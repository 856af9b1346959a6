/**
 * Seeded gift card products (a few denominations and currencies per seeded category) and redeem
 * cards (some redeemed, some disabled). Drawn from their own generator (SEED + 4), after the
 * categories, so they never shift other seeded data.
 */
import type { Category } from '../src/domain/catalogue';
import {
  GIFT_CARD_DEFAULTS,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  type GiftCard,
  type RedeemCard,
} from '../src/domain/cards';
import { CURRENCIES } from '../src/domain/types';
import type { Rng } from './prng';
import { DENOMINATIONS } from './seedData';
import { SEED_END, SEED_START } from './seedPeople';

export const SEED_REDEEM_CARDS = 60;
const VALIDITIES = ['6 months', '12 months', '24 months', 'No expiry'] as const;
const OFFER_VALIDITIES = ['', '', '31-12-2026', '30-06-2027', 'While stocks last'] as const;

function seedGiftCards(rng: Rng, categories: readonly Category[]): GiftCard[] {
  const cards: GiftCard[] = [];
  for (const category of categories) {
    const currencies = [...CURRENCIES].filter(() => rng.chance(0.5)).slice(0, 3);
    if (currencies.length === 0) currencies.push(rng.pick(CURRENCIES));
    for (const eCurrency of currencies) {
      const values = [...DENOMINATIONS].filter(() => rng.chance(0.4)).slice(0, 2);
      if (values.length === 0) values.push(rng.pick(DENOMINATIONS));
      for (const nValue of values) {
        const nDiscount = rng.pick([0, 0, 2, 5, 10]);
        const bSellable = rng.chance(0.4);
        const created = rng.date(SEED_START, SEED_END);
        cards.push({
          _id: rng.hex(24),
          sTitle: `${category.sTitle} ${nValue} ${eCurrency.toUpperCase()}`,
          iCategoryId: category._id,
          eCurrency,
          nValue,
          // Whole units (the form's price is digits only): the face value less the discount.
          nPrice: Math.max(1, Math.round(nValue * (1 - nDiscount / 100))),
          nDiscount,
          nCashBack: rng.pick([0, 0, 1, 2, 3]),
          nServiceCharge: rng.chance(0.7) ? GIFT_CARD_DEFAULTS.nServiceCharge : rng.int(1, 15),
          bSellable,
          nExchangeFees: bSellable ? rng.pick([GIFT_CARD_DEFAULTS.nExchangeFees, 20, 25]) : 30,
          nOfferPercentage: nDiscount,
          eStatus: rng.chance(0.85) ? 'Active' : 'Disabled',
          sValidity: rng.pick(VALIDITIES),
          nQuantity: rng.int(0, 500),
          sOfferValidity: nDiscount > 0 ? rng.pick(OFFER_VALIDITIES) : '',
          dCreatedAt: created,
          dUpdatedAt: created,
        });
      }
    }
  }
  return cards;
}

const seededCode = (rng: Rng) =>
  Array.from({ length: REDEEM_CODE_LENGTH }, () => rng.pick([...REDEEM_CODE_ALPHABET])).join('');

function seedRedeemCards(rng: Rng, count: number): RedeemCard[] {
  const codes = new Set<string>();
  const cards: RedeemCard[] = [];
  while (cards.length < count) {
    const sCode = seededCode(rng);
    if (codes.has(sCode)) continue;
    codes.add(sCode);
    const created = rng.date(SEED_START, SEED_END);
    cards.push({
      _id: rng.hex(24),
      sCode,
      sPin: String(rng.int(0, 9999)).padStart(4, '0'),
      nValue: rng.pick(DENOMINATIONS),
      eCurrency: rng.pick(CURRENCIES),
      bRedeemed: rng.chance(0.3),
      eStatus: rng.chance(0.9) ? 'Active' : 'Disabled',
      dCreatedAt: created,
      dUpdatedAt: created,
    });
  }
  return cards;
}

export function seedCards(rng: Rng, categories: readonly Category[]) {
  const giftCards = seedGiftCards(rng, categories);
  const redeemCards = seedRedeemCards(rng, SEED_REDEEM_CARDS);
  return { giftCards, redeemCards };
}
