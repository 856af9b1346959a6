/**
 * The stored-XSS corpus (security suite 7): hostile payloads written into every text, rich-text and
 * image field of a seeded data file, as a compromised backend or another API client could store them.
 */
import type { Db } from '../../mock-server/types';

/** Plain-text payloads: tags, event handlers, javascript: links, quote-breaking attributes. */
export const TEXT_PAYLOADS = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror=alert("xss-2")>',
  '"><svg onload=alert("xss-3")>',
  'javascript:alert("xss-4")',
  `'"><a href="javascript:alert('xss-5')">x</a>`,
  '<iframe src="javascript:alert(`xss-6`)"></iframe>',
  'x" onmouseover="alert(\'xss-7\')" y="',
  '<details open ontoggle=alert("xss-8")>',
];

/** Image sources: breaking out of the src attribute, or a scheme that runs script. */
export const IMAGE_PAYLOADS = ['x" onerror="alert(\'xss-img-1\')', 'javascript:alert("xss-img-2")'];

/** Rich text stored as HTML (categories): every way through a sanitizer we know of. */
export const RICH_HTML =
  '<p>Rich<script>alert("xss-h1")</script><img src=x onerror=alert("xss-h2")>' +
  '<a href="javascript:alert(\'xss-h3\')">a</a><a href="JaVaScRiPt&colon;alert(\'xss-h4\')">b</a>' +
  '<iframe srcdoc="<script>alert(\'xss-h5\')</script>"></iframe>' +
  '<svg><animate onbegin=alert("xss-h6") attributeName=x dur=1s></svg>' +
  '<form action="javascript:alert(\'xss-h7\')"><button>go</button></form>' +
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-h8")></style></mglyph></table></mtext></math></p>';

/** Rich text stored as Draft raw (settings pages): payload text, a javascript: link and image. */
export const RICH_DRAFT = JSON.stringify({
  blocks: TEXT_PAYLOADS.map((text, i) => ({
    key: `x${i}`,
    text,
    type: i === 0 ? 'header-one' : 'unstyled',
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: i === 1 ? [{ offset: 0, length: text.length, key: 0 }] : [],
    data: {},
  })),
  entityMap: {
    0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert("xss-d1")' } },
  },
});

const IMAGE_KEY = /^(s(Logo|Banner|Image|ProfilePicture|CoverPicture|Video)|doc[A-Z]\w*|aImages)$/;
const RICH_HTML_KEY = /^(sShortDesc|sDescription|sRedeem)$/;
/** Ids, enums, dates, numbers, secrets and the keys the app routes or filters by stay as seeded. */
const KEEP_KEY =
  /^(_id|i[A-Z]\w*|e[A-Z]\w*|d[A-Z]\w*|n[A-Z]\w*|b[A-Z]\w*|sPassword|sKey|sKycStatus|sCountryCode|dob|value|canOperate|name|permissions|operations|sType)$/;

/** Rewrites the data in place; answers how many fields now hold a payload. */
export function poisonData(db: Db, keepEmails: readonly string[]): number {
  let fields = 0;
  let next = 0;
  const text = () => TEXT_PAYLOADS[next++ % TEXT_PAYLOADS.length];
  const image = () => IMAGE_PAYLOADS[next++ % IMAGE_PAYLOADS.length];

  function walk(node: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(node)) {
      if (KEEP_KEY.test(key)) continue;
      if (typeof value === 'string') {
        if (key === 'sEmail' && keepEmails.includes(value)) continue;
        node[key] = IMAGE_KEY.test(key) ? image() : RICH_HTML_KEY.test(key) ? RICH_HTML : text();
        fields++;
      } else if (Array.isArray(value)) {
        value.forEach((item, i) => {
          if (typeof item === 'string' && IMAGE_KEY.test(key)) {
            value[i] = image();
            fields++;
          } else if (item && typeof item === 'object') walk(item as Record<string, unknown>);
        });
      } else if (value && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  }

  for (const collection of [
    'admins',
    'customers',
    'orders',
    'kyc',
    'categories',
    'giftCards',
    'redeemCards',
    'pushes',
    'walletTransactions',
  ] as const) {
    for (const record of db[collection]) walk(record as unknown as Record<string, unknown>);
  }
  for (const setting of db.settings) {
    if (!setting.sValue.startsWith('{')) continue;
    setting.sValue = RICH_DRAFT;
    setting.sTitle = text();
    fields += 2;
  }
  return fields;
}
