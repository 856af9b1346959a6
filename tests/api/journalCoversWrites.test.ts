/**
 * Every route's acknowledged changes are in the journal (mock-server/README.md "Storage"). A save
 * names what it changed, or covers the collections its request read; a handler whose save misses a
 * record it changed (the caller's own admin record, reached through the token, once was) leaves the
 * change out of the journal: a kill loses it, and the list caches that follow the same hints serve
 * it stale. So each route of the route table is called once, and then the data as a kill would leave
 * it (the snapshot with the journal replayed) must equal what the mock holds, which a flush writes
 * out (its unhinted save compares every collection with what was journaled).
 *
 * The API and security suites no longer check this on every close: one call per route here covers
 * what they called, and a route without a call below fails this suite.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROUTES } from '../../mock-server/routes/index';
import { readStoredData } from '../../mock-server/storage';
import type { Db } from '../../mock-server/types';
import {
  PUSH_IMAGE,
  SETUP_CALLS,
  TARGET_SUB_EMAIL,
  VALID_CALLS,
  prepareTargets,
  routeKey,
  type ValidCall,
} from '../security/routeCalls';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const last = <T>(items: readonly T[], test: (item: T) => boolean, what: string): T => {
  const found = [...items].reverse().find(test);
  if (!found) throw new Error(`the data holds no ${what}`);
  return found;
};
const liveCustomer = (db: Db) => last(db.customers, (c) => !c.dDeletedAt, 'live customer');
const resetToken = (db: Db) =>
  last(db.outbox, (mail) => mail.to === ACCOUNTS.editor.sEmail && mail.link !== undefined, 'reset mail')
    .link?.split('/')
    .pop() ?? '';

/** The routes without a body (routeCalls.ts has a valid call for each route with one). */
const BODYLESS_CALLS: Record<string, (db: Db) => Pick<ValidCall, 'params'>> = {
  'GET /admin/token/verify': () => ({}),
  'GET /admin/logout': () => ({}),
  'GET /admin/password/forgot/:token': (db) => ({ params: { token: resetToken(db) } }),
  'GET /admin/dashboard/count': () => ({}),
  'GET /dev/outbox': () => ({}),
  'GET /dev/outbox/:id': (db) => ({ params: { id: last(db.outbox, () => true, 'mail')._id } }),
  'GET /admin/subadmin/:id': (db) => ({
    params: { id: last(db.admins, (a) => a.sEmail === TARGET_SUB_EMAIL, 'sub-admin')._id },
  }),
  // One the suite created, so that the target sub-admin stays for the routes after it.
  'DELETE /admin/subadmin/:id': (db) => ({
    params: { id: last(db.admins, (a) => a.eRole !== 'super' && a.sEmail !== TARGET_SUB_EMAIL, 'sub')._id },
  }),
  'GET /admin/user/:id': (db) => ({ params: { id: liveCustomer(db)._id } }),
  'DELETE /admin/customer/:id': (db) => ({ params: { id: liveCustomer(db)._id } }),
  'GET /admin/kyc/:userId': (db) => ({
    params: {
      userId: last(db.customers, (c) => !c.dDeletedAt && db.kyc.some((k) => k._id === c._id), 'KYC')._id,
    },
  }),
  'GET /admin/categories': () => ({}),
  'GET /admin/categories/:id': (db) => ({ params: { id: db.categories[0]._id } }),
  'PUT /admin/categories/:eStatus/:id': (db) => ({
    params: { eStatus: 'Disabled', id: last(db.categories, (c) => c.eStatus === 'Active', 'category')._id },
  }),
  'GET /admin/giftcards/:id': (db) => ({ params: { id: db.giftCards[0]._id } }),
  'DELETE /admin/giftcards/:id': (db) => ({ params: { id: last(db.giftCards, () => true, 'card')._id } }),
  'GET /admin/redeemcards/:id': (db) => ({ params: { id: db.redeemCards[0]._id } }),
  'DELETE /admin/redeemcards/:id': (db) => ({
    params: { id: last(db.redeemCards, () => true, 'redeem card')._id },
  }),
  'GET /admin/settings': () => ({}),
  'GET /admin/order-sell/:id': (db) => ({
    params: { id: last(db.orders, (o) => o.eType === 'Sell', 'sell order')._id },
  }),
  'GET /admin/transaction-wallet/:id': (db) => ({ params: { id: db.walletTransactions[0]._id } }),
};

let mock: TestMock;
let mediaDir = '';
let admin = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'giftdesk-journal-media-'));
  await mkdir(dirname(join(mediaDir, PUSH_IMAGE)), { recursive: true });
  await writeFile(join(mediaDir, PUSH_IMAGE), PNG);
  mock = await startMock({ seedOrders: 50, mediaDir }, (db) => prepareTargets(db, 2));
  admin = await mock.login(ACCOUNTS.admin);
});
afterAll(async () => {
  await mock?.stop();
  await rm(mediaDir, { recursive: true, force: true });
});

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The upload route's token comes from a signed URL, not from the data. */
async function uploadPath(): Promise<string> {
  const res = await mock.call('post', '/admin/signedurl/categoryimages', admin).send({
    sFileName: 'logo.png',
    sContentType: 'image/png',
  });
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: { sUrl: string } }).data.sUrl;
}

async function callOnce(key: string, method: (typeof ROUTES)[number]['method'], path: string) {
  const setup = SETUP_CALLS[key];
  if (setup) await mock.call(setup.method as 'post', setup.path).send(setup.body);
  if (key === 'PUT /uploads/:token') {
    return mock.api
      .put(await uploadPath())
      .set('Content-Type', 'image/png')
      .send(PNG);
  }
  // Read after the setup call, whose changes (a reset mail) the call needs.
  const db = await mock.readData();
  const call: ValidCall | undefined = VALID_CALLS[key]?.(db) ?? BODYLESS_CALLS[key]?.(db);
  if (!call) throw new Error(`${key}: no call in journalCoversWrites.test.ts or routeCalls.ts`);
  // The logout ends the session it is called with: its own, not the one the other calls share.
  const token =
    call.login || key === 'GET /admin/logout' ? await mock.login(call.login ?? ACCOUNTS.admin) : admin;
  const req = mock.api[method](`${API}${fill(path, call.params)}`).set('Authorization', token);
  return call.body === undefined ? req : req.send(call.body);
}

it.each(ROUTES.map((route) => [routeKey(route), route] as const))(
  '%s: what it acknowledged is in the journal',
  async (key, route) => {
    const res = await callOnce(key, route.method, route.path);
    expect(res.status, res.text).toBeLessThan(300);
    const durable = await readStoredData(mock.dataFile);
    const held = await mock.readData();
    // node's own deep equality first (fast over a whole data file); toEqual explains a difference.
    if (!isDeepStrictEqual(durable, held)) expect(durable, 'the journal lost a change').toEqual(held);
  },
);
