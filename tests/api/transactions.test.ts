/** Transactions, wallet transactions and the signed invoice page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyOrder, Db } from '../../mock-server/types';
import { API, startMock, testClock, type TestMock } from './helpers';

let mock: TestMock;
let admin: string;
let editor: string;
let nobody: string;
let db: Db;
const clock = testClock();

beforeAll(async () => {
  mock = await startMock({ now: clock.now });
  ({ admin, editor, nobody } = await mock.loginAll());
  db = await mock.readData();
});
afterAll(() => mock.stop());

const post = (path: string, token: string, body: object) =>
  mock.api.post(`${API}${path}`).set('Authorization', token).send(body);
/** The fields both transaction lists carry (docs/api.md). */
const CONTRACT_FIELDS = [
  '_id',
  'sOrderId',
  'sEmail',
  'sFullName',
  'eGateway',
  'eStatus',
  'nTotalAmount',
  'eCurrency',
  'dCreatedAt',
];
const buyOrders = () => db.orders.filter((order): order is BuyOrder => order.eType === 'Buy');

describe('POST /admin/transactions', () => {
  it('lists one transaction per buy order with the contract fields, newest first', async () => {
    const res = await post('/admin/transactions', admin, { nStart: 0, nLimit: 10 }).expect(200);
    expect(res.body.total).toBe(buyOrders().length);
    const first = res.body.data[0];
    for (const key of [...CONTRACT_FIELDS, 'nTotalQuantity']) expect(first).toHaveProperty(key);
    const dates = res.body.data.map((item: { dCreatedAt: string }) => item.dCreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it("filters by a customer's exact email (search_by sEmail), as the customer view does", async () => {
    const email = buyOrders()[0].sEmail;
    const res = await post('/admin/transactions', admin, {
      search_by: 'sEmail',
      search: email.toUpperCase(),
      nLimit: 100,
    }).expect(200);
    expect(res.body.total).toBe(buyOrders().filter((order) => order.sEmail === email).length);
    for (const item of res.body.data) expect(item.sEmail).toBe(email);
  });
  it('maps payment status from the order (0 Failed, others Success) and filters on it', async () => {
    const res = await post('/admin/transactions', admin, { eStatus: 'Failed', nLimit: 100 }).expect(200);
    expect(res.body.total).toBe(buyOrders().filter((order) => order.nStatus === 0).length);
    for (const item of res.body.data) expect(item.eStatus).toBe('Failed');
  });
  it('shows a buy order the admin rejected (status 0, wallet part refunded) as Refunded, not Failed', async () => {
    const order = buyOrders().find((item) => item.nStatus === 1) as BuyOrder;
    await mock.api
      .put(`${API}/admin/order/reject/${order._id}`)
      .set('Authorization', admin)
      .send({ sOrderContent: 'Out of stock' })
      .expect(200);
    const detail = await post('/admin/transaction', admin, { id: order._id }).expect(200);
    expect(detail.body.data[0].eStatus).toBe('Refunded');
    const refunded = await post('/admin/transactions', admin, { eStatus: 'Refunded', nLimit: 100 }).expect(
      200,
    );
    expect(refunded.body.data.map((item: { _id: string }) => item._id)).toEqual([order._id]);
    const failed = await post('/admin/transactions', admin, { eStatus: 'Failed', nLimit: 100 }).expect(200);
    expect(failed.body.total).toBe(buyOrders().filter((item) => item.nStatus === 0).length);
  });
  it('needs Transaction View', async () => {
    await post('/admin/transactions', editor, {}).expect(403);
    await post('/admin/transactions', nobody, {}).expect(403);
    await mock.api.post(`${API}/admin/transactions`).send({}).expect(401);
  });
});

describe('POST /admin/transaction', () => {
  it('answers the transaction as data[0], with lines, extra charges and wallet amount', async () => {
    const order = buyOrders().find((item) => item.nWalletAmount > 0) as BuyOrder;
    const res = await post('/admin/transaction', admin, { id: order._id }).expect(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      _id: order._id,
      sOrderId: order.sOrderId,
      nWalletAmount: order.nWalletAmount,
      aCartData: order.aCartData,
      aExtraCharges: order.aExtraCharges,
      sPaymentId: order.sPaymentId,
    });
  });
  it('400 without an id, 404 for an unknown one, 403 without the right', async () => {
    await post('/admin/transaction', admin, {}).expect(400);
    await post('/admin/transaction', admin, { id: 'unknown' }).expect(404);
    await post('/admin/transaction', editor, { id: buyOrders()[0]._id }).expect(403);
  });
});

describe('wallet transactions', () => {
  it("are seeded consistent with the wallets: each customer's movements sum to the balance", () => {
    const sums = new Map<string, number>();
    for (const item of db.walletTransactions)
      sums.set(item.iUserId, (sums.get(item.iUserId) ?? 0) + item.nTotalAmount);
    for (const wallet of db.wallets) expect(sums.get(wallet.iUserId) ?? 0).toBeCloseTo(wallet.nBalance, 2);
    const types = new Set(db.walletTransactions.map((item) => item.sType));
    for (const type of ['Top Up', 'Purchase', 'Sell Back']) expect(types).toContain(type);
  });
  it('list with the contract fields (+ sType), filter by exact email; detail by id; access', async () => {
    const email = db.walletTransactions[0].sEmail;
    const res = await post('/admin/transactions-wallet', admin, {
      search_by: 'sEmail',
      search: email,
      nLimit: 100,
    }).expect(200);
    expect(res.body.total).toBe(db.walletTransactions.filter((item) => item.sEmail === email).length);
    for (const key of [...CONTRACT_FIELDS, 'sType']) expect(res.body.data[0]).toHaveProperty(key);
    const one = await mock.api
      .get(`${API}/admin/transaction-wallet/${res.body.data[0]._id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(one.body.data._id).toBe(res.body.data[0]._id);
    await mock.api.get(`${API}/admin/transaction-wallet/unknown`).set('Authorization', admin).expect(404);
    await mock.api.get(`${API}/admin/transaction-wallet/unknown`).set('Authorization', editor).expect(403);
    await post('/admin/transactions-wallet', nobody, {}).expect(403);
  });
});

describe('invoice', () => {
  const delivered = () => buyOrders().find((order) => order.nStatus === 3) as BuyOrder;

  it('signs a short-lived link (by sTransactionId or _id) that opens a printable, escaped page', async () => {
    const order = delivered();
    for (const id of [order.sTransactionId, order._id]) {
      const link = await post('/admin/invoice/link', editor, { id }).expect(200);
      const url: string = link.body.data.url;
      expect(url.startsWith(`/invoice/generate/${id}?`)).toBe(true);
      const page = await mock.api.get(url).expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.text).toContain(order.sOrderId);
      expect(page.text).toContain('Invoice');
      expect(page.text).not.toContain('<script');
    }
  });
  it('refuses an altered or expired signature (403; no signature at all: 404), and an id without a buy order (404 on the link)', async () => {
    const order = delivered();
    const link = (await post('/admin/invoice/link', admin, { id: order._id }).expect(200)).body.data
      .url as string;
    await mock.api.get(`/invoice/generate/${order._id}`).expect(404);
    await mock.api.get(`/invoice/generate/${order._id}?sig=00&exp=${clock.now() + 60_000}`).expect(403);
    await mock.api
      .get(link.replace(order._id, (buyOrders().find((item) => item._id !== order._id) as BuyOrder)._id))
      .expect(403);
    await mock.api
      .get(link.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`))
      .expect(403);
    clock.advance(6 * 60 * 1000);
    const expired = await mock.api.get(link).expect(403);
    expect(expired.text).toContain('expired');
    await post('/admin/invoice/link', admin, { id: 'unknown' }).expect(404);
    await post('/admin/invoice/link', nobody, { id: order._id }).expect(403);
  });
  it('escapes every value it prints', async () => {
    const { escapeHtml } = await import('../../mock-server/routes/invoice');
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
  it('serves the sample sell-order images to a session, nothing else under /media/sellcards', async () => {
    const res = await mock.api.get('/media/sellcards/receipt-1.svg').set('Authorization', admin).expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    await mock.api.get('/media/sellcards/receipt-9.svg').set('Authorization', admin).expect(404);
    await mock.api.get('/media/sellcards/receipt-1.svg').expect(401);
  });
});
