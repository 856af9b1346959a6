/**
 * Invoices (catalogue-and-orders.md s.7): the app asks POST admin/invoice/link {id} for a signed
 * link (the session token lives in local storage, never in a cookie, so a page opened in a new tab
 * cannot authenticate itself), then opens /invoice/generate/{id}?exp=&sig= on the host. The link
 * is an HMAC of id and expiry under a per-process secret, valid 5 minutes; anything else is 403.
 * The page is static HTML, every value escaped, under a CSP that allows no script at all.
 * The spec profile serves the page without a link (`open`, profiles.ts): the spec's app opens
 * invoice/generate/{id} with nothing else, so there the order's id is the only secret
 * (docs/security.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { formatDateTime, formatMoney } from '../../src/domain/format';
import { orderIdBodySchema } from '../../src/domain/orders';
import { localeOf, translator, type Locale, type Translate } from '../i18n';
import { directionOf, isLocale } from '../../src/i18n/locales';
import { ApiError } from '../http';
import { MEDIA_BASE } from '../origin';
import type { InvoicePage } from '../profiles';
import { route, type Services } from '../routeTable';
import { SELL_IMAGE_COUNT } from '../seedWallets';
import type { BuyOrder, Db } from '../types';

export const INVOICE_LINK_TTL_MS = 5 * 60 * 1000;
const SECRET = randomBytes(32);
const I = 'gd.orders.invoice';

const sign = (id: string, exp: number) => createHmac('sha256', SECRET).update(`${id}.${exp}`).digest('hex');

function validSignature(id: string, exp: number, sig: string): boolean {
  const expected = Buffer.from(sign(id, exp), 'hex');
  const given = /^[0-9a-f]{64}$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The invoice's order: by sTransactionId (delivered list) or by _id (transactions list). */
function invoiceOrder(db: Db, id: string): BuyOrder | undefined {
  const order = db.orders.find((item) => item.sTransactionId === id || item._id === id);
  return order?.eType === 'Buy' ? order : undefined;
}

export const invoiceRoutes = [
  route({
    method: 'post',
    path: '/admin/invoice/link',
    // The spec's app opens the page with no link: the signature is our proposal (docs/security.md).
    kind: 'extension',
    access: {
      anyOf: [
        { resource: 'orders', action: 'show' },
        { resource: 'transactions', action: 'show' },
      ],
    },
    body: orderIdBodySchema,
    handler: ({ store, body, now, locale }) => {
      if (!invoiceOrder(store.data, body.id)) throw ApiError.of(404, 'not_found');
      const exp = now() + INVOICE_LINK_TTL_MS;
      const query = new URLSearchParams({ exp: String(exp), sig: sign(body.id, exp), lang: locale });
      return {
        message: 'invoice_link_success',
        data: {
          url: `/invoice/generate/${encodeURIComponent(body.id)}?${query.toString()}`,
          dExpiresAt: new Date(exp).toISOString(),
        },
      };
    },
  }),
];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;color:#1f2933;max-width:760px;margin:32px auto;padding:0 16px}
h1{font-size:24px;margin:0}header{display:flex;justify-content:space-between;border-bottom:2px solid #1f2933;padding-bottom:12px;margin-bottom:16px}
table{width:100%;border-collapse:collapse;margin:12px 0}th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #d9dee3}
td.n,th.n{text-align:end}tfoot td{font-weight:600}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{color:#52606d}.muted{color:#52606d}@media print{body{margin:0}}`;

function renderInvoice(order: BuyOrder, t: Translate, locale: Locale): string {
  const money = (amount: number) => escapeHtml(formatMoney(amount, order.eCurrency, locale));
  const lines = order.aCartData
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.sTitle)}</td><td class="n">${escapeHtml(line.nQuantity)}</td><td class="n">${money(line.nPrice)}</td><td class="n">${money(line.nPrice * line.nQuantity)}</td></tr>`,
    )
    .join('');
  const charges = order.aExtraCharges
    .map(
      (charge) =>
        `<tr><td colspan="3">${escapeHtml(charge.name)}</td><td class="n">${money(charge.amount)}</td></tr>`,
    )
    .join('');
  const wallet =
    order.nWalletAmount > 0
      ? `<tr><td colspan="3">${escapeHtml(t(`${I}.wallet`))}</td><td class="n">${money(-order.nWalletAmount)}</td></tr>`
      : '';
  const field = (label: string, value: unknown) =>
    `<dt>${escapeHtml(t(`${I}.${label}`))}</dt><dd><bdi>${escapeHtml(value)}</bdi></dd>`;
  return `<!doctype html><html lang="${locale.slice(0, 2)}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t(`${I}.title`))} ${escapeHtml(order.sOrderId)}</title><style>${STYLE}</style></head><body>
<header><div><h1>${escapeHtml(t(`${I}.title`))}</h1><div class="muted">Giftdesk</div></div>
<dl>${field('order_id', order.sOrderId)}${field('date', formatDateTime(order.dCreatedAt, locale))}${field('transaction_id', order.sTransactionId)}</dl></header>
<dl>${field('customer', order.sFullName)}${field('email', order.sEmail)}${field('gateway', order.eGateway)}${field('payment_id', order.sPaymentId)}</dl>
<table><thead><tr><th>${escapeHtml(t(`${I}.item`))}</th><th class="n">${escapeHtml(t(`${I}.quantity`))}</th><th class="n">${escapeHtml(t(`${I}.price`))}</th><th class="n">${escapeHtml(t(`${I}.amount`))}</th></tr></thead>
<tbody>${lines}${charges}${wallet}</tbody><tfoot><tr><td colspan="3">${escapeHtml(t(`${I}.total`))}</td><td class="n">${money(order.nTotalAmount)}</td></tr></tfoot></table>
</body></html>`;
}

function page(res: Response, status: number, html: string) {
  res
    .status(status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .send(html);
}

function receiptSvg(n: number): string {
  const hue = (n * 57) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300"><rect width="480" height="300" rx="18" fill="hsl(${hue},55%,42%)"/><rect x="28" y="200" width="180" height="26" rx="4" fill="#fff" opacity=".85"/><circle cx="410" cy="70" r="34" fill="#fff" opacity=".3"/><text x="28" y="70" font-family="sans-serif" font-size="30" fill="#fff">Gift card</text><text x="28" y="110" font-family="monospace" font-size="20" fill="#fff">#${n} •••• •••• ${1000 + n * 37}</text></svg>`;
}

/** Whether the request carries a link signed for this id that has not expired. */
function signedLinkHolds(req: Request, id: string, now: number): boolean {
  const exp = Number(req.query.exp);
  const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
  return Number.isFinite(exp) && exp > now && validSignature(id, exp, sig);
}

/**
 * Pages served on the host, outside /api/v1: the invoice, and the sample images of sell orders.
 * `invoicePage` says whether the invoice needs a signed link (profiles.ts).
 */
export function orderPages(services: Services, invoicePage: InvoicePage): Router {
  const router = express.Router();
  router.get('/invoice/generate/:id', (req: Request, res: Response, next: NextFunction) => {
    const signed = invoicePage === 'signed';
    // Not a signed link at all: the path is unknown, as any other (404 JSON).
    if (signed && req.query.sig === undefined) return next();
    const lang = isLocale(req.query.lang) ? req.query.lang : localeOf(req);
    const t = translator(lang);
    const id = req.params.id;
    const notice = (status: number, key: string) =>
      page(
        res,
        status,
        `<!doctype html><html lang="${lang.slice(0, 2)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(t(`${I}.title`))}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(t(`${I}.${key}`))}</h1></body></html>`,
      );
    if (signed && !signedLinkHolds(req, id, services.now())) return notice(403, 'link_invalid');
    const order = invoiceOrder(services.store.data, id);
    // A valid signature for an id that is no (longer a) buy order says as little as a forged one.
    if (!order) return signed ? notice(403, 'link_invalid') : notice(404, 'not_found');
    page(res, 200, renderInvoice(order, t, lang));
  });
  router.get(`${MEDIA_BASE}/sellcards/:file`, (req: Request, res: Response, next) => {
    const match = /^receipt-(\d)\.svg$/.exec(req.params.file);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > SELL_IMAGE_COUNT) return next();
    res
      .set('Content-Type', 'image/svg+xml')
      // A customer's document: privateMedia.ts let this caller through and set no-store.
      .set(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      )
      .send(receiptSvg(n));
  });
  return router;
}
