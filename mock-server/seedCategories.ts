/**
 * Seeded gift card contents ("categories"): one per brand the orders sell. The rich texts are plain
 * HTML, the shape of the marketplace's older records, which the app must read as well as Draft raw.
 */
import { CATEGORY_KINDS, type Category, type CategoryKind } from '../src/domain/catalogue';
import type { Rng } from './prng';
import { PRODUCTS } from './seedData';
import { SEED_END, SEED_START } from './seedPeople';

const KIND_OF: Record<(typeof PRODUCTS)[number], CategoryKind> = {
  'Amazon Gift Card': 'Shopping',
  'Steam Wallet Code': 'Gaming',
  'Google Play Gift Card': 'Entertainment',
  'Apple Gift Card': 'Shopping',
  'Netflix Gift Card': 'Entertainment',
  'Spotify Premium': 'Entertainment',
  'PlayStation Store Card': 'Gaming',
  'Xbox Gift Card': 'Gaming',
  'Uber Gift Card': 'Prepaid Card',
  'Airbnb Gift Card': 'Wallet Funds',
  'Starbucks Card': 'Prepaid Card',
  'Nintendo eShop Card': 'Gaming',
};

/** Every kind appears at least once (checked by the seed test through CATEGORY_KINDS). */
export const SEEDED_CATEGORY_KINDS: readonly CategoryKind[] = CATEGORY_KINDS;

export function seedCategories(rng: Rng): Category[] {
  return PRODUCTS.map((title, index) => {
    const created = rng.date(SEED_START, SEED_END);
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      _id: rng.hex(24),
      sTitle: title,
      sCategory: KIND_OF[title],
      sLogo: `categoryimages/${slug}-logo.svg`,
      sBanner: `categoryimages/${slug}-banner.svg`,
      sVideo: '',
      nExchangeFees: 30,
      sShortDesc: `<p>Quick email delivery of your <strong>${title}</strong>.</p>`,
      sDescription: `<p>Use your ${title} for anything in its store.</p><ul><li>Delivered by email</li><li>No expiry</li></ul>`,
      sRedeem: `<ol><li>Open the store.</li><li>Choose <em>Redeem a code</em>.</li><li>Enter the code.</li></ol>`,
      // One disabled entry, so the list shows both states.
      eStatus: index === PRODUCTS.length - 1 ? 'Disabled' : 'Active',
      dCreatedAt: created,
      dUpdatedAt: created,
    };
  });
}
