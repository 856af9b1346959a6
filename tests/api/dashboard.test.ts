import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USD_PER_UNIT } from '../../mock-server/currency';
import type { Db } from '../../mock-server/types';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

let mock: TestMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.stop());

/** The figures of docs/api.md, recomputed here independently of mock-server/dashboard.ts. */
function expected(db: Db) {
  const active = db.customers.filter((customer) => !customer.dDeletedAt);
  const ids = new Set(active.map((customer) => customer._id));
  let balance = 0;
  for (const wallet of db.wallets)
    if (ids.has(wallet.iUserId)) balance += wallet.nBalance * USD_PER_UNIT[wallet.eCurrency];
  const paid = db.orders.filter((order) => order.eType === 'Buy' && [1, 2, 3].includes(order.nStatus));
  const perCurrency: Record<string, number> = {};
  let total = 0;
  for (const order of paid) {
    perCurrency[order.eCurrency] = (perCurrency[order.eCurrency] ?? 0) + order.nTotalAmount;
    total += order.nTotalAmount * USD_PER_UNIT[order.eCurrency];
  }
  return { balance, users: active.length, orders: paid.length, total, perCurrency };
}

describe('GET /admin/dashboard/count', () => {
  it('answers figures computed from the stored data', async () => {
    const token = await mock.login(ACCOUNTS.admin);
    const res = await mock.api.get(`${API}/admin/dashboard/count`).set('Authorization', token).expect(200);
    expect(res.body.message).toBe('Dashboard data fetched successfully.');
    const data = res.body.data;
    const want = expected(await mock.readData());

    expect(data.wallet.currency).toBe('usd');
    expect(data.wallet.balance).toBeCloseTo(want.balance, 3);
    expect(data.users).toBe(want.users);
    expect(data.users).toBe(400);
    expect(data.orders).toBe(want.orders);
    expect(data.orders).toBeGreaterThan(500);
    expect(data.totalRevenue).toHaveLength(1);
    expect(data.totalRevenue[0]._id).toBeNull();
    expect(data.totalRevenue[0].total).toBeCloseTo(want.total, 3);
    const revenue = Object.fromEntries(
      data.revenue.map((row: { _id: string; count: number }) => [row._id, row.count]),
    );
    expect(Object.keys(revenue).sort()).toEqual(Object.keys(want.perCurrency).sort());
    for (const [currency, amount] of Object.entries(want.perCurrency))
      expect(revenue[currency]).toBeCloseTo(amount, 3);
  });
});
