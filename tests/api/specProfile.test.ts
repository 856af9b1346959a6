/**
 * The spec profile (MOCK_PROFILE=spec, mock-server/profiles.ts) beside the default one: the routes
 * beyond the spec are gone, the test routes follow their flag, each answer shape of docs/api.md
 * "Spec-only profile" (one `it` per row), the unsigned invoice page, and image URLs on writes,
 * accepted only on the mock's own origin in both profiles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCode } from '../../src/domain/audit';
import type { OrderRecord } from '../../src/domain/orders';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** supertest listens on a new port per request: a fixed Host keeps one origin across calls. */
const HOST = 'giftdesk.test';
const ORIGIN = `http://${HOST}`;
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const NOT_FOUND = { status: 404, message: 'Route not found.' };

const mediaDir = mkdtempSync(join(tmpdir(), 'giftdesk-spec-media-'));
let def: TestMock;
let spec: TestMock;
let specWithTests: TestMock;
const tokens = { def: '', spec: '', specWithTests: '' };

/** Ids read from the default mock: the seed is deterministic, so every mock holds the same records. */
const ids = { paid: '', delivered: '', deliveredTransaction: '', pendingSell: '', wallet: '', subadmin: '' };

type Who = 'def' | 'spec';
const mockOf = (who: Who) => (who === 'def' ? def : spec);
const call = (who: Who, method: 'get' | 'post' | 'put', path: string, body?: object) => {
  const req = mockOf(who).call(method, path, tokens[who]).set('Host', HOST);
  return body ? req.send(body) : req;
};

beforeAll(async () => {
  const options = { seedOrders: 60, mediaDir };
  [def, spec, specWithTests] = await Promise.all([
    startMock(options),
    // The invoice page must escape what it shows: the delivered orders' customer name is hostile.
    startMock({ ...options, profile: 'spec' }, (db) => {
      for (const order of db.orders)
        if (order.eType === 'Buy' && order.nStatus === 3) order.sFullName = HOSTILE_NAME;
    }),
    startMock({ ...options, profile: 'spec', testRoutes: true }),
  ]);
  [tokens.def, tokens.spec, tokens.specWithTests] = await Promise.all(
    [def, spec, specWithTests].map((mock) => mock.login(ACCOUNTS.admin)),
  );
  const first = async (path: string, body: object) =>
    (await call('def', 'post', path, { ...body, limit: 1 }).expect(200)).body.data[0];
  const delivered = await first('/admin/orders', { status: 3 });
  Object.assign(ids, {
    paid: (await first('/admin/orders', { status: 1 }))._id,
    delivered: delivered._id,
    deliveredTransaction: delivered.sTransactionId,
    pendingSell: (await first('/admin/sellorders', { status: 1, eStatus: 'Pending' }))._id,
    wallet: (await first('/admin/transactions-wallet', {}))._id,
    subadmin: (await first('/admin/subadmin/list', {}))._id,
  });
});
afterAll(async () => {
  await Promise.all([def, spec, specWithTests].map((mock) => mock.stop()));
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('routes beyond the spec', () => {
  const EXTENSIONS: [string, 'get' | 'post', () => string, () => object | undefined][] = [
    ['audit list', 'post', () => '/admin/audit/list', () => ({})],
    [
      'revenue',
      'post',
      () => '/admin/dashboard/revenue',
      () => ({ from: '2026-01-01', to: '2026-03-31', interval: 'month' }),
    ],
    ['push history', 'post', () => '/push/list', () => ({})],
    ['wallet transaction', 'get', () => `/admin/transaction-wallet/${ids.wallet}`, () => undefined],
    ['invoice link', 'post', () => '/admin/invoice/link', () => ({ id: ids.delivered })],
    ['order codes', 'post', () => '/admin/order/codes', () => ({ id: ids.delivered })],
  ];

  it.each(EXTENSIONS)(
    '%s: served by default, the JSON 404 of any unknown route in spec',
    async (_, method, path, body) => {
      await call('def', method, path(), body()).expect(200);
      expect((await call('spec', method, path(), body()).expect(404)).body).toEqual(NOT_FOUND);
      // Unknown before anything else: no 401 that would tell the route exists.
      expect((await spec.api[method](`${API}${path()}`).expect(404)).body).toEqual(NOT_FOUND);
    },
  );
});

describe('test routes (the outbox)', () => {
  it('are served by default, and in spec only with testRoutes / MOCK_TEST_ROUTES=1', async () => {
    await call('def', 'get', '/dev/outbox').expect(200);
    expect((await call('spec', 'get', '/dev/outbox').expect(404)).body).toEqual(NOT_FOUND);
    await call('spec', 'get', '/dev/outbox/000000000000000000000000').expect(404);
    await specWithTests.call('get', '/dev/outbox', tokens.specWithTests).expect(200);
    await specWithTests.call('get', '/dev/outbox', undefined).expect(401);
  });
});

describe('answer shapes (one test per row of docs/api.md "Spec-only profile")', () => {
  it('POST /admin/login: no eRole in data', async () => {
    const [fromDef, fromSpec] = await Promise.all(
      [def, spec].map((mock) => mock.api.post(`${API}/admin/login`).send(ACCOUNTS.admin).expect(200)),
    );
    expect(fromDef.body.data.eRole).toBe('super');
    expect(fromSpec.body.data).toEqual({ sEmail: ACCOUNTS.admin.sEmail, aPermissions: expect.any(Array) });
    expect(fromSpec.body.userId).toBe(fromDef.body.userId);
  });

  it('GET /admin/token/verify: the profile in user, without eRole', async () => {
    const fromDef = (await call('def', 'get', '/admin/token/verify').expect(200)).body;
    const fromSpec = (await call('spec', 'get', '/admin/token/verify').expect(200)).body;
    const { eRole, ...profile } = fromDef.data;
    expect(eRole).toBe('super');
    expect(fromSpec).toEqual({ status: 200, message: fromDef.message, user: profile });
  });

  it('POST /admin/editprofile: no eRole in data', async () => {
    const body = { sFullName: 'Spec Admin', sEmail: ACCOUNTS.admin.sEmail };
    expect((await call('def', 'post', '/admin/editprofile', body).expect(200)).body.data.eRole).toBe('super');
    const { data } = (await call('spec', 'post', '/admin/editprofile', body).expect(200)).body;
    expect(data).toMatchObject({ sFullName: 'Spec Admin' });
    expect(data).not.toHaveProperty('eRole');
  });

  it('GET /admin/dashboard/count: the counts in data.data', async () => {
    const fromDef = (await call('def', 'get', '/admin/dashboard/count').expect(200)).body;
    const fromSpec = (await call('spec', 'get', '/admin/dashboard/count').expect(200)).body;
    expect(fromSpec.data).toEqual({ data: fromDef.data });
  });

  it('POST /admin/transaction: data.data[0]', async () => {
    const fromDef = (await call('def', 'post', '/admin/transaction', { id: ids.paid }).expect(200)).body;
    const fromSpec = (await call('spec', 'post', '/admin/transaction', { id: ids.paid }).expect(200)).body;
    expect(fromDef.data[0]._id).toBe(ids.paid);
    expect(fromSpec.data).toEqual({ data: fromDef.data });
  });

  it("GET /admin/subadmin/{id}: the record's fields at the top of the body", async () => {
    const fromDef = (await call('def', 'get', `/admin/subadmin/${ids.subadmin}`).expect(200)).body;
    const fromSpec = (await call('spec', 'get', `/admin/subadmin/${ids.subadmin}`).expect(200)).body;
    expect(fromSpec).not.toHaveProperty('data');
    expect(fromSpec).toEqual({
      status: 200,
      message: fromDef.message,
      ...fromDef.data,
      sCountryCode: fromDef.data.sCountryCode.replace('+', ''),
    });
  });

  it("sub-admins' sCountryCode without '+'", async () => {
    const fromDef = (await call('def', 'post', '/admin/subadmin/list', {}).expect(200)).body.data;
    const fromSpec = (await call('spec', 'post', '/admin/subadmin/list', {}).expect(200)).body.data;
    expect(fromDef.map((row: { sCountryCode: string }) => row.sCountryCode)).toContain('+1');
    expect(fromSpec).toEqual(
      fromDef.map((row: { sCountryCode: string }) => ({ ...row, sCountryCode: row.sCountryCode.slice(1) })),
    );
  });

  it("delivered orders' codes: in clear in the spec's list, masked in the default one", async () => {
    const codesOf = async (profile: 'def' | 'spec') =>
      ((await call(profile, 'post', '/admin/orders', { status: 3 }).expect(200)).body.data as OrderRecord[])
        .flatMap((order) => order.aCardCode)
        .map((code) => code.sOrderContent);
    const [clear, masked] = [await codesOf('spec'), await codesOf('def')];
    expect(clear.length).toBeGreaterThan(0);
    expect(clear.filter((code) => code.startsWith('••••'))).toEqual([]);
    expect(masked).toEqual(clear.map(maskCode));
  });

  it('orders, buy and sell: no nStatus in any answer', async () => {
    const lists = await Promise.all([
      call('spec', 'post', '/admin/orders', { status: 2 }).expect(200),
      call('spec', 'post', '/admin/sellorders', { status: 1, eStatus: 'Pending' }).expect(200),
    ]);
    const rows = lists.flatMap((res) => res.body.data as object[]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('nStatus');
    const sell = (await call('spec', 'get', `/admin/order-sell/${ids.pendingSell}`).expect(200)).body.data;
    const accepted = (await call('spec', 'put', '/admin/order/accept', { cartId: ids.paid }).expect(200)).body
      .data;
    expect(accepted).toMatchObject({ _id: ids.paid });
    for (const order of [sell, accepted]) expect(order).not.toHaveProperty('nStatus');
    // The default profile still answers it.
    expect(
      (await call('def', 'get', `/admin/order-sell/${ids.pendingSell}`).expect(200)).body.data.nStatus,
    ).toBe(1);
  });

  it("sell orders' aCartData[].aImages: paths relative to the media base", async () => {
    const [fromDef, fromSpec] = await Promise.all(
      (['def', 'spec'] as const).map(
        async (who) => (await call(who, 'get', `/admin/order-sell/${ids.pendingSell}`).expect(200)).body.data,
      ),
    );
    const images = (order: { aCartData: { aImages: string[] }[] }) =>
      order.aCartData.flatMap((l) => l.aImages);
    expect(images(fromDef).length).toBeGreaterThan(0);
    for (const path of images(fromDef)) expect(path).toMatch(/^\/media\/sellcards\/receipt-\d\.svg$/);
    expect(images(fromSpec)).toEqual(images(fromDef).map((path) => path.slice('/media/'.length)));
  });

  it('POST admin/signedurl/{folder}: sUrl and sPath absolute, sPath where the file is then served', async () => {
    const request = { sFileName: 'logo.png', sContentType: 'image/png' };
    const fromDef = (await call('def', 'post', '/admin/signedurl/categoryimages', request).expect(200)).body
      .data;
    expect(fromDef.sUrl).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{64}$/);
    expect(fromDef.sPath).toMatch(/^categoryimages\/[0-9a-f]{24}\.png$/);
    const { sUrl, sPath } = (
      await call('spec', 'post', '/admin/signedurl/categoryimages', request).expect(200)
    ).body.data;
    expect(sUrl).toMatch(new RegExp(`^${ORIGIN}/api/v1/uploads/[0-9a-f]{64}$`));
    expect(sPath).toMatch(new RegExp(`^${ORIGIN}/media/categoryimages/[0-9a-f]{24}\\.png$`));
    await spec.api.put(new URL(sUrl).pathname).set('Content-Type', 'image/png').send(PNG).expect(200);
    await spec.api.get(new URL(sPath).pathname).expect(200);
  });

  it('failures of action calls: message { msg }', async () => {
    const missing = { cartId: '000000000000000000000000' };
    expect((await call('def', 'put', '/admin/order/accept', missing).expect(404)).body.message).toBe(
      'Record not found.',
    );
    expect((await call('spec', 'put', '/admin/order/accept', missing).expect(404)).body.message).toEqual({
      msg: 'Record not found.',
    });
    // Every failure of the call, a missing token or a bad body included.
    const noToken = await spec.api.put(`${API}/admin/order-sell`).send({}).expect(401);
    expect(noToken.body.message).toEqual({ msg: 'Authentication token is missing.' });
    const badBody = await call('spec', 'post', '/admin/subadmin/changestatus', { _id: ids.subadmin }).expect(
      400,
    );
    expect(badBody.body.message).toEqual({ msg: expect.any(String) });
  });

  it("failures of create calls: message [{ msg }, ...], the first item's msg the one to show", async () => {
    const fromDef = (await call('def', 'post', '/admin/redeemcards', { sCode: '' }).expect(400)).body;
    const fromSpec = (await call('spec', 'post', '/admin/redeemcards', { sCode: '' }).expect(400)).body;
    expect(typeof fromDef.message).toBe('string');
    expect(fromSpec.message[0]).toEqual({ msg: fromDef.message, param: 'sCode' });
    expect(fromSpec.message.length).toBeGreaterThan(1);
    const unauthorized = await spec.api.post(`${API}/admin/subadmin`).send({}).expect(401);
    expect(unauthorized.body.message).toEqual([{ msg: 'Authentication token is missing.' }]);
    // Other calls keep a string message.
    const other = await call('spec', 'get', '/admin/user/000000000000000000000000').expect(404);
    expect(other.body.message).toBe('Record not found.');
  });
});

describe('the invoice page on the host', () => {
  it('spec: served without a signature, escaped, with the same headers', async () => {
    const res = await spec.api.get(`/invoice/generate/${ids.deliveredTransaction}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.text).not.toContain(HOSTILE_NAME);
    await spec.api.get(`/invoice/generate/${ids.delivered}`).expect(200);
    const unknown = await spec.api.get('/invoice/generate/nope').expect(404);
    expect(unknown.text).toContain('There is no invoice with this id.');
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('default: 404 without a signature, 403 with a wrong one', async () => {
    const path = `/invoice/generate/${ids.deliveredTransaction}`;
    expect((await def.api.get(path).expect(404)).body).toEqual(NOT_FOUND);
    await def.api.get(`${path}?exp=${Date.now() + 60_000}&sig=${'0'.repeat(64)}`).expect(403);
  });
});

describe('image URLs on writes (both profiles)', () => {
  const category = (sLogo: string, sBanner = 'categoryimages/banner.png') => ({
    sTitle: 'Spec Card',
    sCategory: 'Gaming',
    sLogo,
    sBanner,
    sShortDesc: '<p>Short</p>',
    sDescription: '<p>Long</p>',
    sRedeem: '<p>Redeem</p>',
  });
  const OWN = `${ORIGIN}/media/categoryimages/0123456789abcdef01234567.png`;

  it.each(['def', 'spec'] as const)('%s: a URL on our own /media is stored as sent', async (who) => {
    const res = await call(
      who,
      'post',
      '/admin/categories',
      category(OWN, `${ORIGIN}/media/giftcardimages/a.webp`),
    );
    expect(res.status).toBe(200);
    const stored = (await call(who, 'get', `/admin/categories/${res.body.data._id}`).expect(200)).body.data;
    expect(stored).toMatchObject({ sLogo: OWN, sBanner: `${ORIGIN}/media/giftcardimages/a.webp` });
  });

  it.each(['def', 'spec'] as const)('%s: any other URL is refused with the image message', async (who) => {
    const others = [
      'http://evil.example/media/categoryimages/0123456789abcdef01234567.png',
      `https://${HOST}/media/categoryimages/0123456789abcdef01234567.png`,
      `${ORIGIN}:8080/media/categoryimages/a.png`,
      `${ORIGIN}/uploads/categoryimages/a.png`,
      `${ORIGIN}/media/categoryimages/a.png?x=1`,
      `${ORIGIN}/media/categoryimages/a.png#x`,
      `${ORIGIN}/media/categoryimages/../a.png`,
      `${ORIGIN}/media/categoryimages/%2e%2e%2fa.png`,
      `${ORIGIN}/media/a.png`,
    ];
    for (const sLogo of others) {
      const res = await call(who, 'post', '/admin/categories', category(sLogo));
      expect([res.status, res.body.errors?.[0]], sLogo).toEqual([
        400,
        { path: 'sLogo', message: 'The image path is not valid.' },
      ]);
    }
    const banner = await call(who, 'post', '/admin/categories', category(OWN, 'http://evil.example/a.png'));
    expect(banner.body.errors?.[0]).toEqual({ path: 'sBanner', message: 'The image path is not valid.' });
  });

  it('push: an own URL counts only for an uploaded file of pushimages', async () => {
    const signed = (
      await call('spec', 'post', '/admin/signedurl/pushimages', {
        sFileName: 'logo.png',
        sContentType: 'image/png',
      }).expect(200)
    ).body.data;
    await spec.api.put(new URL(signed.sUrl).pathname).set('Content-Type', 'image/png').send(PNG).expect(200);
    const push = (sLogo: string) =>
      call('spec', 'post', '/push/send', {
        sTitle: 'Sale',
        sContent: 'Now',
        sURL: 'https://giftdesk.example',
        sLogo,
      });
    expect((await push(signed.sPath).expect(200)).body.data.sLogo).toBe(signed.sPath);
    const wrongFolder = await push(`${ORIGIN}/media/categoryimages/${signed.sPath.split('/').pop()}`).expect(
      400,
    );
    expect(wrongFolder.body.message).toBe('The image is not a valid upload; upload it again.');
    const ghost = await push(`${ORIGIN}/media/pushimages/0123456789abcdef01234567.png`).expect(400);
    expect(ghost.body.message).toBe('The image was not found on the server; upload it again.');
    const elsewhere = await push(
      `http://evil.example/media/pushimages/${signed.sPath.split('/').pop()}`,
    ).expect(400);
    expect(elsewhere.body.message).toBe('The image is not a valid upload; upload it again.');
  });
});
