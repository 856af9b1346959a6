/**
 * Suite 2, object level (OWASP API1/API3): every route that names a record (from the route table)
 * gets ids of every other kind, of deleted records, an unknown and a malformed id, with an otherwise
 * valid body: 400 or 404, never 2xx, and the data file unchanged. Then: card codes and pins only
 * where the screens need them, a sub-admin never grants rights it lacks, and a record with
 * dependants is not deleted (409, no cascade).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes/index';
import type { Db } from '../../mock-server/types';
import en from '../../src/i18n/en';
import { MODULES, MODULE_OPERATIONS, permissionSetFrom } from '../../src/domain/permissions';
import { ACCOUNTS } from '../api/helpers';
import {
  UNKNOWN_ID,
  answerProblems,
  fillPath,
  mintSession,
  startSecurityMock,
  type Answer,
  type SecurityMock,
  type SendOptions,
} from './harness';
import { LIST_BODY, VALID_CALLS, prepareTargets, routeKey, type ValidCall } from './routeCalls';
import { newSubadminBody, subadminFields } from '../fixtures/subadmin';

type Kind =
  | 'super admin'
  | 'sub-admin'
  | 'customer'
  | 'buy order'
  | 'sell order'
  | 'category'
  | 'gift card'
  | 'redeem card'
  | 'setting key'
  | 'push'
  | 'wallet transaction'
  | 'session'
  | 'deleted sub-admin'
  | 'deleted customer'
  | 'deleted category'
  | 'deleted gift card'
  | 'deleted redeem card'
  | 'unknown'
  | 'malformed';

/** The kind of record each route's id names (a KYC entry and a transaction share their customer's and order's id). */
const RIGHT_KIND: Record<string, Kind | null> = {
  'GET /admin/password/forgot/:token': null,
  'POST /admin/password/reset/:token': null,
  'GET /dev/outbox/:id': null,
  'POST /admin/subadmin/changestatus': 'sub-admin',
  'GET /admin/subadmin/:id': 'sub-admin',
  'PUT /admin/subadmin/:id': 'sub-admin',
  'DELETE /admin/subadmin/:id': 'sub-admin',
  'PUT /superadmin/user/:id': 'sub-admin',
  'GET /admin/user/:id': 'customer',
  'PUT /admin/user/:id': 'customer',
  'DELETE /admin/customer/:id': 'customer',
  'GET /admin/kyc/:userId': 'customer',
  'PUT /admin/kyc/:id': 'customer',
  'POST /admin/kyc-notification': 'customer',
  'GET /admin/categories/:id': 'category',
  'PUT /admin/categories/:id': 'category',
  'PUT /admin/categories/:eStatus/:id': 'category',
  'PUT /uploads/:token': null,
  'GET /admin/giftcards/:id': 'gift card',
  'PUT /admin/giftcards/:id': 'gift card',
  'DELETE /admin/giftcards/:id': 'gift card',
  'GET /admin/redeemcards/:id': 'redeem card',
  'PUT /admin/redeemcards/:id': 'redeem card',
  'DELETE /admin/redeemcards/:id': 'redeem card',
  'PUT /admin/settings/:sKey': 'setting key',
  'PUT /admin/order/accept': 'buy order',
  'PUT /admin/order/deliver': 'buy order',
  'PUT /admin/order/reject/:cartId': 'buy order',
  'PUT /admin/order/reject': 'buy order',
  'GET /admin/order-sell/:id': 'sell order',
  'PUT /admin/order-sell': 'sell order',
  'POST /admin/transaction': 'buy order',
  'GET /admin/transaction-wallet/:id': 'wallet transaction',
  'POST /admin/invoice/link': 'buy order',
  'POST /admin/order/codes': 'buy order',
};

/** 400 or 404, but a signed upload link that does not verify answers 403, as storage services do. */
const REFUSALS: Record<string, number[]> = { 'PUT /uploads/:token': [403] };

/** Parameters whose values are a closed list (status, upload folder), not a record. */
const FIXED_PARAMS: Record<string, string> = { eStatus: 'Disabled', folder: 'categoryimages' };
const MANAGER = 'suite2.manager@example.com';
const STRONG = 'suite2.strong@example.com';
const EVERY_RIGHT = permissionSetFrom(Object.fromEntries(MODULES.map((m) => [m, MODULE_OPERATIONS[m]])));
const S = en.gd.server;

/** Where a route names its record: a path parameter, or a body field of its valid call. */
function slotOf(route: Route, db: Db): { param?: string; field?: string } | undefined {
  const param = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name).find((n) => !(n in FIXED_PARAMS));
  if (param) return { param };
  const field = VALID_CALLS[routeKey(route)]?.(db).idField;
  return field ? { field } : undefined;
}

describe('object level: ids of other kinds, deleted and unknown records', () => {
  let mock: SecurityMock;
  let db: Db;
  let admin = '';
  const specimens = {} as Record<Kind, string>;
  const figure = { routes: 0, calls: 0, wrongKindWins: 0 };

  async function send(route: Pick<Route, 'method' | 'path'>, path: string, options: SendOptions = {}) {
    const answer = await mock.send(route.method, path, { token: admin, ...options });
    const problems = answerProblems(answer);
    if (problems.length > 0) throw new Error(`${routeKey(route)} ${path}: ${problems.join(', ')}`);
    return answer;
  }
  const call = (method: Route['method'], path: string, body?: unknown, token = admin): Promise<Answer> =>
    send({ method, path }, path, { body, token });

  beforeAll(async () => {
    mock = await startSecurityMock((data) => {
      prepareTargets(data, 3);
      const superAdmin = data.admins.find((item) => item.sEmail === ACCOUNTS.admin.sEmail);
      if (!superAdmin) throw new Error('The seed lost its super admin');
      admin = mintSession(data, superAdmin._id);
      // A category without gift cards, the one that can be deleted.
      data.categories.push({
        ...structuredClone(data.categories[0]),
        _id: 'c2c2c2c2c2c2c2c2c2c2c2c2',
        sTitle: 'Spare',
      });
    });
    db = await mock.readData();
    // Not the seeded accounts (the valid calls use them) nor the suite's own.
    const seeded = new Set<string>(Object.values(ACCOUNTS).map((account) => account.sEmail));
    const subs = db.admins.filter(
      (item) => item.eRole === 'sub' && !seeded.has(item.sEmail) && !item.sEmail.startsWith('suite2.'),
    );
    const customers = db.customers.filter((item) => !item.dDeletedAt);
    Object.assign(specimens, {
      'super admin': db.admins.find((item) => item.eRole === 'super')?._id,
      'sub-admin': subs[0]._id,
      customer: customers[0]._id,
      'buy order': db.orders.find((order) => order.eType === 'Buy')?._id,
      'sell order': db.orders.find((order) => order.eType === 'Sell')?._id,
      category: db.categories[0]._id,
      'gift card': db.giftCards[0]._id,
      'redeem card': db.redeemCards[0]._id,
      'setting key': db.settings[0].sKey,
      push: db.pushes[0]._id,
      'wallet transaction': db.walletTransactions[0]._id,
      session: db.sessions[0]._id,
      'deleted sub-admin': subs[1]._id,
      'deleted customer': customers[1]._id,
      'deleted category': 'c2c2c2c2c2c2c2c2c2c2c2c2',
      'deleted gift card': db.giftCards[1]._id,
      'deleted redeem card': db.redeemCards[1]._id,
      unknown: UNKNOWN_ID,
      malformed: 'not-an-id',
    });
    // Deleted through the API, as a client would (use after delete).
    for (const path of [
      `/admin/subadmin/${specimens['deleted sub-admin']}`,
      `/admin/customer/${specimens['deleted customer']}`,
      `/admin/giftcards/${specimens['deleted gift card']}`,
      `/admin/redeemcards/${specimens['deleted redeem card']}`,
    ]) {
      expect((await call('delete', path)).status, path).toBe(200);
    }
    expect((await call('put', `/admin/categories/Deleted/${specimens['deleted category']}`)).status).toBe(
      200,
    );
    db = await mock.readData();
  });

  afterAll(async () => {
    console.log(
      `[security] object level: ${figure.calls} calls with ids of other kinds, deleted, unknown or ` +
        `malformed over ${figure.routes} routes, ${figure.wrongKindWins} answered 2xx`,
    );
    await mock?.stop();
  });

  const idRoutes = () => ROUTES.filter((route) => slotOf(route, db) !== undefined);

  it('knows the kind of record of every route that names one', () => {
    expect(
      idRoutes()
        .map(routeKey)
        .filter((key) => !(key in RIGHT_KIND)),
    ).toEqual([]);
  });

  it('answers 400 or 404 to every other kind, deleted, unknown or malformed id, and changes nothing', async () => {
    const before = await mock.dataHash();
    for (const route of idRoutes()) {
      const key = routeKey(route);
      const slot = slotOf(route, db) ?? {};
      const valid: ValidCall = VALID_CALLS[key]?.(db) ?? { body: {} };
      figure.routes += 1;
      for (const [kind, id] of Object.entries(specimens) as [Kind, string][]) {
        if (kind === RIGHT_KIND[key]) continue;
        const params = { ...FIXED_PARAMS, ...valid.params, ...(slot.param ? { [slot.param]: id } : {}) };
        const body = slot.field ? { ...valid.body, [slot.field]: id } : valid.body;
        const answer = await send(route, fillPath(route.path, params), {
          body: route.body || Object.keys(body).length > 0 ? body : undefined,
        });
        figure.calls += 1;
        if (answer.status < 300) figure.wrongKindWins += 1;
        expect(
          REFUSALS[key] ?? [400, 404],
          `${key} with a ${kind} id: ${answer.status} ${answer.text.slice(0, 120)}`,
        ).toContain(answer.status);
      }
    }
    expect(await mock.dataHash()).toBe(before);
  });

  it('answers 2xx to the right kind (the refusals above come from the id)', async () => {
    const order = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };
    const routes = idRoutes()
      .filter((route) => RIGHT_KIND[routeKey(route)])
      .sort((a, b) => order[a.method] - order[b.method]);
    for (const route of routes) {
      const key = routeKey(route);
      const slot = slotOf(route, await mock.readData()) ?? {};
      const valid = VALID_CALLS[key]?.(await mock.readData());
      const right = specimens[RIGHT_KIND[key] as Kind];
      const params = { ...FIXED_PARAMS, ...(valid?.params ?? (slot.param ? { [slot.param]: right } : {})) };
      const answer = await send(route, fillPath(route.path, params), { body: valid?.body });
      expect(answer.status, `${key}: ${answer.text.slice(0, 160)}`).toBeLessThan(300);
    }
  });
});

describe('card codes and pins only where the screens need them', () => {
  let mock: SecurityMock;
  let admin = '';
  let db: Db;
  beforeAll(async () => {
    mock = await startSecurityMock((data) => {
      const superAdmin = data.admins.find((item) => item.eRole === 'super');
      if (superAdmin) admin = mintSession(data, superAdmin._id);
    });
    db = await mock.readData();
  });
  afterAll(() => mock?.stop());

  const read = async (method: Route['method'], path: string, body?: unknown) => {
    const answer = await mock.send(method, path, { token: admin, body });
    expect(answer.status, path).toBe(200);
    return answer.text;
  };

  it('lists redeem cards without codes or pins, even when searched by code; one card reveals them', async () => {
    const card = db.redeemCards[0];
    for (const body of [{ nLimit: 100, limit: 100 }, { search: card.sCode }]) {
      const text = await read('post', '/admin/redeemcards/list', body);
      const rows = (JSON.parse(text) as { data: Record<string, unknown>[] }).data;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['sCode']));
      for (const row of rows) expect(row).not.toHaveProperty('sPin');
      expect(db.redeemCards.filter((item) => text.includes(item.sCode))).toEqual([]);
    }
    const one = JSON.parse(await read('get', `/admin/redeemcards/${card._id}`)) as { data: typeof card };
    expect(one.data).toMatchObject({ sCode: card.sCode, sPin: card.sPin });
  });

  it('sends delivered codes in clear one order at a time (POST admin/order/codes), in no list', async () => {
    const codes = db.orders.flatMap((order) => order.aCardCode.map((code) => code.sOrderContent));
    expect(codes.length).toBeGreaterThan(0);
    const leaks = (text: string) => codes.filter((code) => text.includes(`"${code}"`));
    const delivered = await read('post', '/admin/orders', {
      ...LIST_BODY,
      nLimit: 100,
      limit: 100,
      status: 3,
    });
    // The list carries them masked (before: 100 orders' codes in clear per call).
    expect(leaks(delivered)).toEqual([]);
    expect(delivered).toContain('"sOrderContent":"••••');
    const buy = db.orders.find((order) => order.eType === 'Buy' && order.aCardCode.length > 0);
    const one = await read('post', '/admin/order/codes', { id: buy?._id });
    expect(leaks(one).sort()).toEqual(buy?.aCardCode.map((code) => code.sOrderContent).sort());
    const sell = db.orders.find((order) => order.eType === 'Sell');
    const reads: [Route['method'], string, unknown?][] = [
      ['post', '/admin/sellorders', { nLimit: 100, limit: 100 }],
      ['post', '/admin/transactions', { nLimit: 100, limit: 100 }],
      ['post', '/admin/transactions-wallet', { nLimit: 100, limit: 100 }],
      ['post', '/admin/transaction', { id: buy?._id }],
      ['post', '/admin/user/list', { nLimit: 100, limit: 100 }],
      ['get', `/admin/order-sell/${sell?._id}`],
      ['get', '/admin/dashboard/count'],
    ];
    for (const [method, path, body] of reads) expect(leaks(await read(method, path, body)), path).toEqual([]);
  });
});

describe('a sub-admin never grants rights it lacks', () => {
  let mock: SecurityMock;
  let manager = '';
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    mock = await startSecurityMock((data) => {
      prepareTargets(data, 1);
      const template = data.admins.find((item) => item.sEmail === ACCOUNTS.editor.sEmail);
      if (!template) throw new Error('The seed lost the editor');
      const add = (sEmail: string, aPermissions: typeof EVERY_RIGHT) => {
        const record = {
          ...structuredClone(template),
          _id: `5e3${data.admins.length}`.padEnd(24, '0'),
          sEmail,
        };
        data.admins.push({ ...record, aPermissions });
        return record._id;
      };
      ids = {
        strong: add(STRONG, EVERY_RIGHT),
        manager: add(
          MANAGER,
          permissionSetFrom({ Subadmin: MODULE_OPERATIONS.Subadmin, Customers: ['View'] }),
        ),
        target: data.admins.find((item) => item.sEmail === 'suite2.target@example.com')?._id ?? '',
      };
      manager = mintSession(data, ids.manager);
    });
  });
  afterAll(() => mock?.stop());

  const as = (method: Route['method'], path: string, body?: unknown) =>
    mock.send(method, path, { token: manager, body });

  it('refuses every grant, change, deactivation or deletion beyond its own rights (403), and stores nothing', async () => {
    const before = await mock.dataHash();
    const more = { Customers: ['View'], 'Gift Card Management': ['Edit'] } as const;
    const refusals: [Route['method'], string, unknown, string][] = [
      ['post', '/admin/subadmin', newSubadminBody('new@example.com', more), S.subadmin_grant_forbidden],
      [
        'put',
        `/admin/subadmin/${ids.target}`,
        subadminFields('suite2.target@example.com', more),
        S.subadmin_grant_forbidden,
      ],
      [
        'put',
        `/admin/subadmin/${ids.manager}`,
        subadminFields(MANAGER, { ...more, Subadmin: MODULE_OPERATIONS.Subadmin }),
        S.subadmin_grant_forbidden,
      ],
      [
        'put',
        `/admin/subadmin/${ids.strong}`,
        subadminFields(STRONG, { Customers: ['View'] }),
        S.subadmin_outranks,
      ],
      ['post', '/admin/subadmin/changestatus', { _id: ids.strong, eStatus: 'n' }, S.subadmin_outranks],
      ['delete', `/admin/subadmin/${ids.strong}`, undefined, S.subadmin_outranks],
    ];
    for (const [method, path, body, message] of refusals) {
      const answer = await as(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ message });
    }
    expect(await mock.dataHash()).toBe(before);
    // Within its own rights it may (the refusals above are about the rights, not the call).
    const ok = await as(
      'post',
      '/admin/subadmin',
      newSubadminBody('allowed@example.com', { Customers: ['View'] }),
    );
    expect(ok.status).toBe(201);
  });
});

describe('a record with dependants is not deleted (no cascade)', () => {
  let mock: SecurityMock;
  let admin = '';
  beforeAll(async () => {
    mock = await startSecurityMock((data) => {
      const superAdmin = data.admins.find((item) => item.eRole === 'super');
      if (superAdmin) admin = mintSession(data, superAdmin._id);
    });
  });
  afterAll(() => mock?.stop());

  it('answers 409 with a message to deleting a category that gift cards use, and keeps it', async () => {
    const db = await mock.readData();
    const used = db.categories.find((c) => db.giftCards.some((card) => card.iCategoryId === c._id));
    const before = await mock.dataHash();
    for (const language of ['en', 'fr']) {
      const answer = await mock.send('put', `/admin/categories/Deleted/${used?._id}`, {
        token: admin,
        headers: { Language: language },
      });
      expect(answer.status).toBe(409);
      expect(answerProblems(answer)).toEqual([]);
    }
    expect(await mock.dataHash()).toBe(before);
    expect((await mock.send('get', `/admin/categories/${used?._id}`, { token: admin })).status).toBe(200);
  });

  it('removes a customer softly: its orders, wallet and wallet transactions stay', async () => {
    const db = await mock.readData();
    const customer = db.customers.find((c) => db.orders.some((order) => order.iUserId === c._id));
    const count = (data: Db) => ({
      orders: data.orders.filter((order) => order.iUserId === customer?._id).length,
      wallets: data.wallets.filter((wallet) => wallet.iUserId === customer?._id).length,
      ledger: data.walletTransactions.filter((item) => item.iUserId === customer?._id).length,
    });
    const before = count(db);
    expect((await mock.send('delete', `/admin/customer/${customer?._id}`, { token: admin })).status).toBe(
      200,
    );
    expect(count(await mock.readData())).toEqual(before);
    expect((await mock.send('get', `/admin/user/${customer?._id}`, { token: admin })).status).toBe(404);
  });
});
