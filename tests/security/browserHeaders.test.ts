/**
 * Suite 7 (server half): every kind of answer the host gives (the app's HTML and history fallback,
 * hashed assets, API answers and refusals, /media files, invoice pages) carries a CSP without inline
 * or eval'd script and with frame-ancestors 'none', nosniff and a strict Referrer-Policy; CORS
 * answers only the allowlist.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsOriginsFromEnv } from '../../mock-server/security';
import type { Db } from '../../mock-server/types';
import { API, startMock, type TestMock } from '../api/helpers';

const ALLOWED = 'https://admin.giftdesk.example';
const FOREIGN = [
  'https://evil.example',
  'null',
  `${ALLOWED}.evil.example`,
  'http://admin.giftdesk.example',
  `${ALLOWED}:8443`,
];
const STRICT_REFERRERS = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

let mock: TestMock;
let admin: string;
let orderId = '';
let logo = '';
// Headers come from the middleware, not the bundle: a stand-in dist keeps this test off `vite build`.
const dist = mkdtempSync(join(tmpdir(), 'giftdesk-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'export {};');
  mock = await startMock({ seedOrders: 10, corsOrigins: [ALLOWED], distDir: dist }, (db: Db) => {
    orderId = db.orders.find((order) => order.eType === 'Buy')?._id ?? '';
    logo = db.categories[0].sLogo;
  });
  ({ admin } = await mock.loginAll());
});
const figures = { answers: 0, foreign: 0 };
afterAll(async () => {
  console.log(
    `[security] suite 7 headers: ${figures.answers} kinds of answer x 4 headers, 0 missing; ` +
      `CORS: ${figures.foreign} foreign origins x 4 requests, 0 allow-origin headers`,
  );
  await mock.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** CSP directives by name: `default-src 'self'` -> { 'default-src': ["'self'"] }. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** What is wrong with an answer's headers; empty when fine. */
function headerProblems(headers: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const csp = directives(headers['content-security-policy'] ?? '');
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) problems.push('no script policy');
  else if (scripts.some((v) => /unsafe-(inline|eval)|^\*$|^data:$|^https?:$/.test(v)))
    problems.push(`script-src ${scripts.join(' ')}`);
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors is not none');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!STRICT_REFERRERS.includes(headers['referrer-policy'] ?? '')) problems.push('referrer policy');
  return problems;
}

async function signedInvoicePath(): Promise<string> {
  const res = await mock.call('post', '/admin/invoice/link', admin).send({ id: orderId }).expect(200);
  return (res.body as { data: { url: string } }).data.url;
}

describe('headers on every kind of answer', () => {
  it('CSP without inline script, frame-ancestors none, nosniff and a strict referrer policy', async () => {
    const invoice = await signedInvoicePath();
    const urls: [path: string, status: number][] = [
      ['/', 200],
      ['/admin/categories/list', 200],
      ['/assets/app.js', 200],
      [`${API}/admin/token/verify`, 401],
      [`${API}/no/such/route`, 404],
      [`/media/${logo}`, 200],
      ['/media/categoryimages/missing.png', 404],
      // A customer's document: refused without a session (privateMedia.ts), with the same headers.
      ['/media/sellcards/receipt-1.svg', 401],
      [invoice, 200],
      [invoice.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`), 403],
      ['/invoice/generate/x', 404],
    ];
    const problems: string[] = [];
    for (const [path, status] of urls) {
      const res = await mock.api.get(path).set('Accept', 'text/html,*/*');
      expect(res.status, path).toBe(status);
      problems.push(...headerProblems(res.headers).map((problem) => `${path}: ${problem}`));
    }
    const preflight = await mock.api.options(`${API}/admin/login`).set('Origin', ALLOWED);
    problems.push(...headerProblems(preflight.headers).map((problem) => `preflight: ${problem}`));
    expect(problems).toEqual([]);
    figures.answers = urls.length + 1;
  });

  it('the app policy allows inline styles only (emotion) and images from self, data: and blob:', async () => {
    const csp = directives(
      (await mock.api.get('/').set('Accept', 'text/html')).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('CORS', () => {
  it('answers the allowlisted origin, and no foreign one (simple requests and preflights)', async () => {
    const ok = await mock.api.get(`${API}/admin/token/verify`).set('Origin', ALLOWED);
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(ok.headers.vary).toMatch(/Origin/);
    const okPreflight = await mock.api
      .options(`${API}/admin/login`)
      .set('Origin', ALLOWED)
      .set('Access-Control-Request-Method', 'POST');
    expect(okPreflight.status).toBe(204);
    expect(okPreflight.headers['access-control-allow-origin']).toBe(ALLOWED);

    for (const origin of FOREIGN) {
      for (const req of [
        mock.api.get(`${API}/admin/token/verify`).set('Origin', origin),
        mock.api.post(`${API}/admin/login`).set('Origin', origin).send({}),
        mock.api
          .options(`${API}/admin/login`)
          .set('Origin', origin)
          .set('Access-Control-Request-Method', 'POST'),
        mock.api.get('/').set('Origin', origin),
      ]) {
        const res = await req;
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
      }
    }
    figures.foreign = FOREIGN.length;
  });

  it('reads the allowlist from MOCK_CORS_ORIGINS, exact origins only; none when unset', () => {
    expect(corsOriginsFromEnv(` ${ALLOWED}/ ,http://127.0.0.1:5173,,`)).toEqual([
      ALLOWED,
      'http://127.0.0.1:5173',
    ]);
    expect(corsOriginsFromEnv('')).toEqual([]);
  });
});
