/**
 * Suite 5, races (docs/security.md): concurrent decisions on one record over real HTTP. Each trial takes a
 * fresh record prepared in the seed data, fires the competing requests at once, and requires exactly
 * one 2xx and a 409 with a message for every other one; the dashboard totals (revenue, order count,
 * wallet balance) must move exactly as the one winner says, never twice. Out-of-order transitions
 * are always refused and change nothing on disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../mock-server/auth';
import { toUsd } from '../../mock-server/currency';
import type { BuyOrder, BuyStatus, Customer, Db, SellOrder } from '../../mock-server/types';
import type { DashboardCounts } from '../../src/domain/types';
import {
  FULL_RUN,
  answerProblems,
  mintSession,
  startSecurityMock,
  type Answer,
  type SecurityMock,
} from './harness';

const TRIALS = FULL_RUN ? 50 : 10;
/** Records per status for the out-of-order checks. */
const OUT_OF_ORDER = 3;

const figure = { trials: 0, requests: 0, doubleWins: 0, outOfOrder: 0 };
let mock: SecurityMock;
let token: string;

/** The records each scenario uses, made in the seed data (ids only; amounts come with the orders). */
const made = {
  paid: [] as BuyOrder[],
  accepted: [] as BuyOrder[],
  delivered: [] as BuyOrder[],
  failed: [] as BuyOrder[],
  pendingSell: [] as SellOrder[],
  deniedSell: [] as SellOrder[],
  completeSell: [] as SellOrder[],
  kyc: { s: [] as string[], v: [] as string[], r: [] as string[], p: [] as string[] },
};

/** A customer whose wallet has the currency of its orders, so wallet movements compare in USD simply. */
function templates(db: Db) {
  const live = (id: string) => db.customers.some((customer) => customer._id === id && !customer.dDeletedAt);
  const walletOf = (id: string) => db.wallets.find((wallet) => wallet.iUserId === id);
  const fits = (order: Db['orders'][number]) =>
    live(order.iUserId) && walletOf(order.iUserId)?.eCurrency === order.eCurrency;
  const buy = db.orders.find((order): order is BuyOrder => order.eType === 'Buy' && fits(order));
  const sell = db.orders.find((order): order is SellOrder => order.eType === 'Sell' && fits(order));
  const customer = db.customers.find(
    (record) => !record.dDeletedAt && db.kyc.some((k) => k._id === record._id),
  );
  if (!buy || !sell || !customer) throw new Error('the seed lacks a template order or customer');
  return { buy, sell, customer, kyc: db.kyc.find((entry) => entry._id === customer._id) };
}

function prepare(db: Db): void {
  const admin = db.admins.find((record) => record.eRole === 'super');
  if (!admin) throw new Error('no super admin in the seed');
  token = mintSession(db, admin._id);
  const base = templates(db);
  let serial = 0;
  const buy = (nStatus: BuyStatus, count: number): BuyOrder[] =>
    Array.from({ length: count }, () => {
      // A part paid from the wallet, so that a reject moves the wallet too.
      const order: BuyOrder = {
        ...structuredClone(base.buy),
        _id: newId(),
        sOrderId: `RACE${++serial}`,
        nStatus,
        nWalletAmount: Math.min(5, base.buy.nTotalAmount),
      };
      db.orders.push(order);
      return order;
    });
  const sell = (eStatus: SellOrder['eStatus'], count: number): SellOrder[] =>
    Array.from({ length: count }, () => {
      const order: SellOrder = {
        ...structuredClone(base.sell),
        _id: newId(),
        sOrderId: `RACE${++serial}`,
        eStatus,
      };
      db.orders.push(order);
      return order;
    });
  const kyc = (status: Customer['sKycStatus'], count: number): string[] =>
    Array.from({ length: count }, () => {
      const _id = newId();
      db.customers.push({
        ...structuredClone(base.customer),
        _id,
        sEmail: `race${++serial}@example.com`,
        sKycStatus: status,
      });
      if (base.kyc) db.kyc.push({ ...structuredClone(base.kyc), _id });
      return _id;
    });
  // Three scenarios take paid orders (2 accepts, 10 accepts, accept vs rejects).
  made.paid = buy(1, 3 * TRIALS + OUT_OF_ORDER);
  made.accepted = buy(2, TRIALS + OUT_OF_ORDER);
  made.delivered = buy(3, OUT_OF_ORDER);
  made.failed = buy(0, OUT_OF_ORDER);
  made.pendingSell = sell('Pending', TRIALS);
  made.deniedSell = sell('Denied', OUT_OF_ORDER);
  made.completeSell = sell('Complete', OUT_OF_ORDER);
  made.kyc = {
    s: kyc('s', TRIALS),
    v: kyc('v', OUT_OF_ORDER),
    r: kyc('r', OUT_OF_ORDER),
    p: kyc('p', OUT_OF_ORDER),
  };
}

const put = (path: string, body: object) => mock.send('put', path, { token, body });
const post = (path: string, body: object) => mock.send('post', path, { token, body });

async function totals() {
  const answer = await mock.send('get', '/admin/dashboard/count', { token });
  const data = (JSON.parse(answer.text) as { data: DashboardCounts }).data;
  return { revenue: data.totalRevenue[0]?.total ?? 0, orders: data.orders, wallet: data.wallet.balance };
}
type Totals = Awaited<ReturnType<typeof totals>>;

/** Fires the requests at once; exactly one 2xx, every other a 409 with a message. Returns the winner. */
async function race(requests: (() => Promise<Answer>)[]): Promise<number> {
  const answers = await Promise.all(requests.map((request) => request()));
  figure.trials += 1;
  figure.requests += answers.length;
  const winners = answers.flatMap((answer, index) =>
    answer.status >= 200 && answer.status < 300 ? [index] : [],
  );
  if (winners.length > 1) figure.doubleWins += 1;
  expect(winners, JSON.stringify(answers)).toHaveLength(1);
  for (const [index, answer] of answers.entries()) {
    if (index === winners[0]) continue;
    expect(answer.status, answer.text).toBe(409);
    expect(answerProblems(answer)).toEqual([]);
  }
  return winners[0];
}

function expectMoved(before: Totals, after: Totals, delta: Partial<Totals>): void {
  expect(after.revenue).toBeCloseTo(before.revenue + (delta.revenue ?? 0), 2);
  expect(after.orders).toBe(before.orders + (delta.orders ?? 0));
  expect(after.wallet).toBeCloseTo(before.wallet + (delta.wallet ?? 0), 2);
}

/** One fresh code per unit: a delivery needs a code for every unit of the order. */
const codes = (units = 1) =>
  Array.from({ length: units }, (_, unit) => ({ sCode: `CODE${newId()}`, sSerialNo: `SERIAL${unit}` }));

describe('races: concurrent decisions on one record', () => {
  beforeAll(async () => {
    mock = await startSecurityMock(prepare);
  });

  afterAll(async () => {
    console.log(
      `[security] races: ${figure.trials} trials, ${figure.requests} concurrent requests, ` +
        `${figure.doubleWins} double wins; ${figure.outOfOrder} out-of-order transitions refused`,
    );
    await mock?.stop();
  });

  it.each([2, 10])('%i concurrent accepts of one paid order: one wins, totals unchanged', async (count) => {
    const orders = made.paid.splice(0, TRIALS);
    for (const order of orders) {
      const before = await totals();
      await race(
        Array.from({ length: count }, () => () => put('/admin/order/accept', { cartId: order._id })),
      );
      expectMoved(before, await totals(), {});
    }
  });

  it('accept vs two rejects of one paid order: one wins, a reject moves revenue and wallet once', async () => {
    for (const order of made.paid.splice(0, TRIALS)) {
      const before = await totals();
      const winner = await race([
        () => put('/admin/order/accept', { cartId: order._id }),
        () => put('/admin/order/reject', { cartId: order._id, sRejectReason: 'race' }),
        () => put(`/admin/order/reject/${order._id}`, { sRejectReason: 'race' }),
      ]);
      const rejected = winner !== 0;
      expectMoved(before, await totals(), {
        revenue: rejected ? -toUsd(order.nTotalAmount, order.eCurrency) : 0,
        orders: rejected ? -1 : 0,
        wallet: rejected ? toUsd(order.nWalletAmount, order.eCurrency) : 0,
      });
    }
  });

  it('deliver vs deliver of one accepted order: one wins, totals unchanged', async () => {
    for (const order of made.accepted.splice(0, TRIALS)) {
      const before = await totals();
      const deliver = () => put('/admin/order/deliver', { cartId: order._id, data: codes(order.nQuantity) });
      await race([deliver, deliver]);
      expectMoved(before, await totals(), {});
    }
  });

  it('sell approve vs reject of one pending sell order: one wins, the wallet moves at most once', async () => {
    for (const order of made.pendingSell) {
      const before = await totals();
      const winner = await race([
        () => put('/admin/order-sell', { _id: order._id, status: 'Complete' }),
        () => put('/admin/order-sell', { _id: order._id, status: 'Denied', sRejectReason: 'race' }),
      ]);
      expectMoved(before, await totals(), {
        wallet: winner === 0 ? toUsd(order.nTotalAmount, order.eCurrency) : 0,
      });
    }
  });

  it('KYC approve vs reject of one submitted record: one wins and its decision is stored', async () => {
    for (const id of made.kyc.s) {
      const decisions = ['v', 'r'] as const;
      const winner = await race(decisions.map((status) => () => put(`/admin/kyc/${id}`, { status })));
      const stored = await mock.send('get', `/admin/kyc/${id}`, { token });
      expect((JSON.parse(stored.text) as { data: { eStatus: string } }).data.eStatus).toBe(decisions[winner]);
    }
  });

  it('two creates of one redeem code (any case): one wins, one card stored', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const sCode = `RACE-${trial}-CODE`;
      const card = { sPin: '1234', nValue: 10, eCurrency: 'usd' };
      await race([
        () => post('/admin/redeemcards', { ...card, sCode }),
        () => post('/admin/redeemcards', { ...card, sCode: sCode.toLowerCase() }),
      ]);
      const listed = await post('/admin/redeemcards/list', { search: sCode });
      expect((JSON.parse(listed.text) as { total: number }).total).toBe(1);
    }
  });

  it('refuses every out-of-order transition with 409 and changes nothing on disk', async () => {
    const ids = (orders: readonly { _id: string }[]) => orders.map((order) => order._id);
    const paid = ids(made.paid.slice(-OUT_OF_ORDER));
    const accepted = ids(made.accepted.slice(-OUT_OF_ORDER));
    const notPaid = [...accepted, ...ids(made.delivered), ...ids(made.failed)];
    const cases: (() => Promise<Answer>)[] = [
      ...[...paid, ...ids(made.delivered), ...ids(made.failed)].map(
        (cartId) => () => put('/admin/order/deliver', { cartId, data: codes() }),
      ),
      ...notPaid.flatMap((cartId) => [
        () => put('/admin/order/accept', { cartId }),
        () => put('/admin/order/reject', { cartId, sRejectReason: 'late' }),
        () => put(`/admin/order/reject/${cartId}`, { sOrderContent: 'late' }),
      ]),
      ...[...made.deniedSell, ...made.completeSell].flatMap((order) => [
        () => put('/admin/order-sell', { _id: order._id, status: 'Complete' }),
        () => put('/admin/order-sell', { _id: order._id, status: 'Denied', sRejectReason: 'late' }),
      ]),
      ...[...made.kyc.v, ...made.kyc.r, ...made.kyc.p].flatMap((id) => [
        () => put(`/admin/kyc/${id}`, { status: 'v' }),
        () => put(`/admin/kyc/${id}`, { status: 'r' }),
      ]),
    ];
    const before = await mock.dataHash();
    for (const request of cases) {
      const answer = await request();
      expect(answer.status, answer.text).toBe(409);
      expect(answerProblems(answer)).toEqual([]);
    }
    figure.outOfOrder += cases.length;
    expect(await mock.dataHash()).toBe(before);
  });
});
