/**
 * Seeded Settings / CMS pages: the three loyalty values and the marketplace's content pages.
 * Content pages are Draft raw JSON exactly as the codec stores it (a unit test checks that
 * `codec.normalize` leaves each one unchanged). They are built here rather than by the codec so the
 * seed needs no DOM (the codec parses HTML with jsdom in node); the keys come from the seed's
 * generator, and the codec keeps valid stored keys as they are.
 */
import type { SettingRecord } from '../src/domain/settings';
import type { Rng } from './prng';
import { SEED_START } from './seedPeople';

type Style = 'BOLD' | 'ITALIC' | 'UNDERLINE';
/** A piece of a block's text: plain, styled, or a link. */
type Span = string | { text: string; style?: Style; url?: string };
type BlockType = 'unstyled' | 'header-two' | 'header-three' | 'unordered-list-item' | 'ordered-list-item';
type Block = [BlockType, ...Span[]];

const p = (...spans: Span[]): Block => ['unstyled', ...spans];
const h2 = (text: string): Block => ['header-two', text];
const h3 = (text: string): Block => ['header-three', text];
const li = (...spans: Span[]): Block => ['unordered-list-item', ...spans];
const ol = (...spans: Span[]): Block => ['ordered-list-item', ...spans];
const b = (text: string): Span => ({ text, style: 'BOLD' });
const a = (text: string, url: string): Span => ({ text, url });

const codePoints = (text: string) => Array.from(text).length;

/**
 * Draft.js raw content (convertToRaw's shape, field for field) with keys drawn from the seed. Offsets
 * and lengths count code points, as Draft's do (an emoji is 1).
 */
function draftRaw(rng: Rng, blocks: Block[]): string {
  const entityMap: Record<string, { type: 'LINK'; mutability: 'MUTABLE'; data: { url: string } }> = {};
  const raw = blocks.map(([type, ...spans]) => {
    let text = '';
    const inlineStyleRanges: { offset: number; length: number; style: Style }[] = [];
    const entityRanges: { offset: number; length: number; key: number }[] = [];
    for (const span of spans) {
      const piece = typeof span === 'string' ? { text: span } : span;
      const offset = codePoints(text);
      const length = codePoints(piece.text);
      if (piece.style) inlineStyleRanges.push({ offset, length, style: piece.style });
      if (piece.url) {
        const key = Object.keys(entityMap).length;
        entityMap[key] = { type: 'LINK', mutability: 'MUTABLE', data: { url: piece.url } };
        entityRanges.push({ offset, length, key });
      }
      text += piece.text;
    }
    const key = rng.int(0, 32 ** 5 - 1).toString(32);
    return { key, text, type, depth: 0, inlineStyleRanges, entityRanges, data: {} };
  });
  return JSON.stringify({ blocks: raw, entityMap });
}

const SUPPORT = 'mailto:support@giftdesk.example';

/** Content pages: key, title, blocks. */
const PAGES: [string, string, Block[]][] = [
  [
    'about-us',
    'About Us',
    [
      h2('About Giftdesk'),
      p('Giftdesk is a marketplace where you ', b('buy'), ', ', b('sell'), ' and redeem digital gift cards.'),
      p('We work with the brands you know and deliver every code by email within minutes.'),
      li('More than 12 brands: shopping, gaming and entertainment'),
      li('Loyalty points on every purchase'),
      li('A wallet for refunds and sell-backs'),
    ],
  ],
  [
    'terms-and-conditions',
    'Terms and Conditions',
    [
      h2('Terms and Conditions'),
      p('By using Giftdesk you accept these terms. Please read them carefully.'),
      h3('1. Purchases'),
      p(
        'Gift card codes are ',
        b('final sale'),
        ' once delivered. Check the brand and currency before you pay.',
      ),
      h3('2. Selling cards'),
      p('A card you sell to us is reviewed before the amount reaches your wallet.'),
      ol('Submit the card code and serial number.'),
      ol('Our team checks the balance with the brand.'),
      ol('The amount, less the exchange fee, is credited to your wallet.'),
      h3('3. Loyalty points'),
      p('Points have no cash value and cannot be transferred between accounts.'),
    ],
  ],
  [
    'privacy-policy',
    'Privacy Policy',
    [
      h2('Privacy Policy'),
      p('We collect only what we need to deliver your cards and to meet our legal duties (KYC).'),
      li(b('Account data'), ': name, email, mobile number'),
      li(b('Identity documents'), ': kept for the verification only'),
      li(b('Payments'), ': handled by our payment partners'),
      p('To access or delete your data, write to ', a('support@giftdesk.example', SUPPORT), '.'),
    ],
  ],
  [
    'faq',
    'FAQ',
    [
      h2('Frequently asked questions'),
      h3('When do I receive my code?'),
      p('Most codes arrive by email within 10 minutes of payment.'),
      h3('Can I cancel an order?'),
      p('A paid order that has not been accepted yet can be cancelled by our support team.'),
      h3('How do loyalty points work?'),
      p('You earn points on each purchase and spend them on your next order once you reach the minimum.'),
    ],
  ],
  [
    'contact-us',
    'Contact Us',
    [
      h2('Contact Us'),
      p('Our support team answers every day from 8 am to 8 pm (UTC).'),
      p('Email: ', a('support@giftdesk.example', SUPPORT)),
      p('Help centre: ', a('https://help.giftdesk.example', 'https://help.giftdesk.example/')),
    ],
  ],
  [
    'refund-policy',
    'Refund Policy',
    [
      h2('Refund Policy'),
      p('If we cannot deliver a paid order, the full amount goes back to your ', b('wallet'), '.'),
      p('Codes that have been viewed cannot be refunded.'),
    ],
  ],
];

/** Loyalty values (section 5): key, title, value as the API stores it (decimal text). */
const LOYALTY: [string, string, string][] = [
  ['loyalty-point', 'Loyalty Point (%)', '10'],
  ['loyalty-point-usage', 'Loyalty Point Usage (%)', '50'],
  ['min-loyalty-point-usage', 'Minimum Loyalty Point Usage', '100'],
];

export function seedSettings(rng: Rng): SettingRecord[] {
  const record = (sKey: string, sTitle: string, sValue: string, index: number): SettingRecord => {
    const stamp = new Date(SEED_START + index * 3_600_000).toISOString();
    return { _id: rng.hex(24), sTitle, sKey, sValue, dCreatedAt: stamp, dUpdatedAt: stamp };
  };
  return [
    ...LOYALTY.map(([key, title, value], index) => record(key, title, value, index)),
    ...PAGES.map(([key, title, blocks], index) =>
      record(key, title, draftRaw(rng, blocks), LOYALTY.length + index),
    ),
  ];
}
