import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import type { RevenueAnswer } from '../../src/domain/revenue';
import { API, startMock, type TestMock } from './helpers';

let mock: TestMock;
let tokens: Awaited<ReturnType<TestMock['loginAll']>>;
beforeAll(async () => {
  mock = await startMock();
  tokens = await mock.loginAll();
});
afterAll(() => mock.stop());

const RANGE = { from: '2025-12-01', to: '2026-11-30', interval: 'month' } as const;
const revenue = (token: string | undefined, body: object, language?: string) =>
  mock.call('post', '/admin/dashboard/revenue', token, language).send(body);

describe('POST /admin/dashboard/revenue (proposed extension)', () => {
  it('answers one series per currency, every month present, summing the revenue orders paid in it', async () => {
    const res = await revenue(tokens.admin, RANGE).expect(200);
    expect(res.body.message).toBe(en.gd.server.revenue_success);
    const data = res.body.data as RevenueAnswer;
    expect(data).toMatchObject(RANGE);
    expect(data.series.length).toBeGreaterThan(0);

    // Recomputed independently: buy orders paid, accepted or delivered, by the month of dCreatedAt.
    const db = await mock.readData();
    const want = new Map<string, number>();
    for (const order of db.orders) {
      const day = order.dCreatedAt.slice(0, 10);
      if (order.eType !== 'Buy' || order.nStatus < 1 || day < RANGE.from || day > RANGE.to) continue;
      const key = `${order.eCurrency}:${day.slice(0, 7)}-01`;
      want.set(key, (want.get(key) ?? 0) + order.nTotalAmount);
    }
    for (const series of data.series) {
      expect(series.points.map((p) => p.date)).toHaveLength(12);
      expect(series.points[0].date).toBe('2025-12-01');
      expect(series.points[11].date).toBe('2026-11-01');
      for (const point of series.points)
        expect(point.total).toBeCloseTo(want.get(`${series.currency}:${point.date}`) ?? 0, 3);
    }
    const currencies = new Set([...want.keys()].map((key) => key.split(':')[0]));
    expect(data.series.map((s) => s.currency).sort()).toEqual([...currencies].sort());
  });

  it('answers 401 without a token and 403 to a sub-admin without Dashboard View, before validating', async () => {
    await revenue(undefined, RANGE).expect(401);
    const res = await revenue(tokens.nobody, {}).expect(403);
    expect(res.body.message).toBe(en.gd.server.forbidden);
    await revenue(tokens.editor, RANGE).expect(403);
  });

  it('refuses a bad range with a translated 400', async () => {
    const res = await revenue(tokens.admin, { ...RANGE, from: '2027-01-01' }).expect(400);
    expect(res.body.message).toBe(en.gd.server.revenue_range_invalid);
    const fr400 = await revenue(tokens.admin, { ...RANGE, interval: 'hour' }, 'fr').expect(400);
    expect(fr400.body.message).toBe(fr.gd.server.revenue_range_invalid);
    await revenue(tokens.admin, { from: '2000-01-01', to: RANGE.to, interval: 'day' }).expect(400);
  });

  it('answers no series for a range without orders', async () => {
    const res = await revenue(tokens.admin, {
      from: '2001-01-01',
      to: '2001-12-31',
      interval: 'month',
    }).expect(200);
    expect(res.body.data.series).toEqual([]);
  });
});

describe('work queue counts come from the lists (no new call)', () => {
  it('counts paid buy orders with nLimit 1, reading total', async () => {
    const res = await mock.api
      .post(`${API}/admin/orders`)
      .set('Authorization', tokens.admin)
      .send({ nStart: 0, nLimit: 1, eType: 'Buy', status: 1 })
      .expect(200);
    expect(res.body.data).toHaveLength(1);
    const db = await mock.readData();
    expect(res.body.total).toBe(db.orders.filter((o) => o.eType === 'Buy' && o.nStatus === 1).length);
  });
});
