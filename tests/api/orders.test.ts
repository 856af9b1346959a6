/** Buy orders and sell orders: lists, every transition, the refused ones (409), validation, access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyOrder, Db, SellOrder } from '../../mock-server/types';
import { MAX_PAIRS_PER_BODY } from '../../src/domain/orders';
import { API, startMock, type TestMock } from './helpers';

let mock: TestMock;
let admin: string;
let editor: string;
let nobody: string;
let db: Db;

beforeAll(async () => {
  mock = await startMock();
  ({ admin, editor, nobody } = await mock.loginAll());
  db = await mock.readData();
});

/** The order as stored on disk now (readData waits for pending writes). */
async function stored(id: string) {
  return (await mock.readData()).orders.find((item) => item._id === id) as Db['orders'][number];
}
afterAll(() => mock.stop());

/** Orders a test has changed: no other test picks them. */
const used = new Set<string>();
const buy = (status: number, minUnits = 1) => {
  return () => {
    const order = db.orders.find(
      (item): item is BuyOrder =>
        item.eType === 'Buy' && item.nStatus === status && item.nQuantity >= minUnits && !used.has(item._id),
    );
    if (!order) throw new Error(`no buy order in status ${status}`);
    used.add(order._id);
    return order;
  };
};
const nextPaid = buy(1, 2);
const nextAccepted = buy(2, 2);
const usedSell = new Set<string>();
const pendingSell = () => {
  const order = db.orders.find(
    (item): item is SellOrder =>
      item.eType === 'Sell' && item.eStatus === 'Pending' && !usedSell.has(item._id),
  );
  if (!order) throw new Error('no pending sell order');
  usedSell.add(order._id);
  return order;
};
const pairs = (n: number, prefix = 'CODE') =>
  Array.from({ length: n }, (_, i) => ({ sCode: `${prefix}-${i}`, sSerialNo: `SN-${i}` }));

const put = (path: string, token: string, body: object) =>
  mock.api.put(`${API}${path}`).set('Authorization', token).send(body);
const post = (path: string, token: string, body: object) =>
  mock.api.post(`${API}${path}`).set('Authorization', token).send(body);

describe('POST /admin/orders', () => {
  it('lists buy orders of one status, sorted and paged, with the total', async () => {
    const res = await post('/admin/orders', admin, {
      status: 1,
      nStart: 0,
      nLimit: 20,
      sort: 'nTotalAmount',
      order: 'asc',
    }).expect(200);
    const want = db.orders.filter((order) => order.eType === 'Buy' && order.nStatus === 1);
    expect(res.body.total).toBe(want.length);
    expect(res.body.data).toHaveLength(20);
    const amounts = res.body.data.map((order: BuyOrder) => order.nTotalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const order of res.body.data) expect([order.eType, order.nStatus]).toEqual(['Buy', 1]);
  });
  it('defaults to eType Buy and status 3, and searches the order id', async () => {
    const res = await post('/admin/orders', admin, {}).expect(200);
    for (const order of res.body.data) expect([order.eType, order.nStatus]).toEqual(['Buy', 3]);
    const one = db.orders.find((order) => order.eType === 'Buy' && order.nStatus === 3) as BuyOrder;
    const found = await post('/admin/orders', admin, {
      status: 3,
      search: one.sOrderId,
      search_by: 'sOrderId',
    }).expect(200);
    expect(found.body.data.map((order: BuyOrder) => order._id)).toContain(one._id);
  });
  it('needs Gift Card Management View (401 without a token, 403 without the right)', async () => {
    await mock.api.post(`${API}/admin/orders`).send({}).expect(401);
    await post('/admin/orders', nobody, {}).expect(403);
    await post('/admin/orders', editor, { status: 1 }).expect(200);
  });
});

describe('PUT /admin/order/accept and /admin/order/deliver', () => {
  it('accepts a paid order (1 -> 2) with its pairs, then delivers it (2 -> 3) recording the codes', async () => {
    const order = nextPaid();
    const accepted = await put('/admin/order/accept', admin, {
      cartId: order._id,
      nQuantity: order.nQuantity,
      data: pairs(2),
    }).expect(200);
    expect(accepted.body.message).toBe('Order accepted successfully.');
    expect(accepted.body.data.nStatus).toBe(2);
    const delivered = await put('/admin/order/deliver', admin, {
      cartId: order._id,
      nQuantity: order.nQuantity,
      data: pairs(order.nQuantity, 'GIFT'),
    }).expect(200);
    expect(delivered.body.message).toBe('Order delivered successfully.');
    const after = (await stored(order._id)) as BuyOrder;
    expect(after.nStatus).toBe(3);
    expect(after.aCardCode.map((code) => [code.sOrderContent, code.sSerialNo, code.dViewedAt])).toEqual(
      pairs(order.nQuantity, 'GIFT').map((pair) => [pair.sCode, pair.sSerialNo, null]),
    );
    const list = await post('/admin/orders', admin, {
      status: 3,
      search: order.sOrderId,
      search_by: 'sOrderId',
    }).expect(200);
    expect(list.body.data.map((item: BuyOrder) => item._id)).toContain(order._id);
  });

  it('refuses the transitions the status does not allow (409) and leaves the order as it was', async () => {
    const accepted = nextAccepted();
    await put('/admin/order/accept', admin, { cartId: accepted._id }).expect(409);
    const delivered = db.orders.find((item) => item.eType === 'Buy' && item.nStatus === 3) as BuyOrder;
    const failed = db.orders.find((item) => item.eType === 'Buy' && item.nStatus === 0) as BuyOrder;
    const paid = nextPaid();
    for (const target of [delivered, failed]) {
      const res = await put('/admin/order/accept', admin, { cartId: target._id }).expect(409);
      expect(res.body.message).toBe('Only a paid (pending) order can be accepted or rejected.');
    }
    for (const target of [paid, delivered, failed]) {
      const res = await put('/admin/order/deliver', admin, { cartId: target._id, data: pairs(1) }).expect(
        409,
      );
      expect(res.body.message).toBe('Only an accepted order can be delivered.');
    }
    expect((await stored(paid._id)).nStatus).toBe(1);
    expect((await stored(accepted._id)).nStatus).toBe(2);
  });

  it('validates the pairs (400): halves, duplicates, more than the bound, more than the units, a wrong quantity', async () => {
    const order = nextPaid();
    const bad: object[] = [
      { cartId: order._id, data: [{ sCode: 'A', sSerialNo: '' }] },
      {
        cartId: order._id,
        data: [
          { sCode: 'A', sSerialNo: '1' },
          { sCode: ' a ', sSerialNo: '2' },
        ],
      },
      { cartId: order._id, data: pairs(MAX_PAIRS_PER_BODY + 1) },
      { cartId: order._id, data: pairs(order.nQuantity + 1) },
      { cartId: order._id, nQuantity: order.nQuantity + 1, data: pairs(1) },
      { cartId: '', data: pairs(1) },
      { data: pairs(1) },
    ];
    for (const body of bad) {
      const res = await put('/admin/order/accept', admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const dup = await put('/admin/order/accept', admin, {
      cartId: order._id,
      data: [
        { sCode: 'A', sSerialNo: '1' },
        { sCode: 'a', sSerialNo: '2' },
      ],
    });
    expect(dup.body.message).toBe('The same code is entered twice');
    const fr = await put('/admin/order/accept', admin, {
      cartId: order._id,
      data: [{ sCode: 'A', sSerialNo: '' }],
    }).set('Language', 'fr');
    expect(fr.body.message).toBe('Le numéro de série est obligatoire');
    const accepted = nextAccepted();
    const empty = await put('/admin/order/deliver', admin, { cartId: accepted._id, data: [] }).expect(400);
    expect(empty.body.message).toBe(
      `Delivery needs one code and serial pair per unit: 0 of ${accepted.nQuantity}.`,
    );
    expect((await stored(order._id)).nStatus).toBe(1);
    expect((await stored(accepted._id)).nStatus).toBe(2);
  });

  it('answers 404 for an unknown or a sell order, 403 without Gift Card Management Edit', async () => {
    await put('/admin/order/accept', admin, { cartId: 'nope' }).expect(404);
    await put('/admin/order/accept', admin, { cartId: pendingSell()._id }).expect(404);
    const order = nextPaid();
    await put('/admin/order/accept', editor, { cartId: order._id }).expect(403);
    await put('/admin/order/deliver', nobody, { cartId: order._id, data: pairs(1) }).expect(403);
    await put(`/admin/order/reject/${order._id}`, editor, { sOrderContent: 'x' }).expect(403);
    expect((await stored(order._id)).nStatus).toBe(1);
  });

  it('gives exactly one success to two concurrent accepts of one order', async () => {
    const order = nextPaid();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        put('/admin/order/accept', admin, { cartId: order._id }).then((res) => res.status),
      ),
    );
    expect(results.filter((status) => status === 200)).toHaveLength(1);
    expect(results.filter((status) => status === 409)).toHaveLength(4);
    expect((await stored(order._id)).nStatus).toBe(2);
  });
});

describe('one code per unit, each code sold once', () => {
  const withUnits = (status: number, units: number) => {
    const order = db.orders.find(
      (item): item is BuyOrder =>
        item.eType === 'Buy' && item.nStatus === status && item.nQuantity === units && !used.has(item._id),
    );
    if (!order) throw new Error(`no buy order in status ${status} with ${units} units`);
    used.add(order._id);
    return order;
  };
  const deliveredCode = () => {
    const holder = db.orders.find(
      (item): item is BuyOrder => item.eType === 'Buy' && item.nStatus === 3 && item.aCardCode.length > 0,
    ) as BuyOrder;
    return { holder, code: holder.aCardCode[0].sOrderContent };
  };

  it('delivers a 7-unit order only with 7 codes: 6 is 400 and writes nothing, 7 is 200', async () => {
    const order = withUnits(2, 7);
    const six = await put('/admin/order/deliver', admin, {
      cartId: order._id,
      nQuantity: 7,
      data: pairs(6, 'SEVEN'),
    }).expect(400);
    expect(six.body.message).toBe('Delivery needs one code and serial pair per unit: 6 of 7.');
    const fr = await put('/admin/order/deliver', admin, { cartId: order._id, data: pairs(6, 'SEVEN') })
      .set('Language', 'fr')
      .expect(400);
    expect(fr.body.message).toBe(
      'La livraison demande une paire code et numéro de série par unité : 6 sur 7.',
    );
    expect(await stored(order._id)).toMatchObject({ nStatus: 2, aCardCode: [] });
    await put('/admin/order/deliver', admin, {
      cartId: order._id,
      nQuantity: 7,
      data: pairs(7, 'SEVEN'),
    }).expect(200);
    const after = (await stored(order._id)) as BuyOrder;
    expect([after.nStatus, after.aCardCode.length]).toEqual([3, 7]);
  });

  it('delivers with no pairs sent only when accept assigned one code per unit', async () => {
    const partial = withUnits(1, 7);
    await put('/admin/order/accept', admin, { cartId: partial._id, data: pairs(3, 'PART') }).expect(200);
    const short = await put('/admin/order/deliver', admin, { cartId: partial._id, data: [] }).expect(400);
    expect(short.body.message).toBe('Delivery needs one code and serial pair per unit: 3 of 7.');
    expect((await stored(partial._id)).nStatus).toBe(2);

    const full = withUnits(1, 7);
    await put('/admin/order/accept', admin, { cartId: full._id, data: pairs(7, 'FULL') }).expect(200);
    // The order's own codes sent again are not "on another order".
    await put('/admin/order/deliver', admin, { cartId: full._id, data: pairs(7, 'FULL') }).expect(200);
    const after = (await stored(full._id)) as BuyOrder;
    expect(after.aCardCode.map((code) => code.sOrderContent)).toEqual(pairs(7, 'FULL').map((p) => p.sCode));
  });

  it('refuses (409) a code already on another order, whatever its case and spaces, and writes nothing', async () => {
    const { holder, code } = deliveredCode();
    const order = nextPaid();
    const body = {
      cartId: order._id,
      data: [
        { sCode: 'FRESH-CODE-1', sSerialNo: 'S1' },
        { sCode: `  ${code.toLowerCase()} `, sSerialNo: 'S2' },
      ],
    };
    const res = await put('/admin/order/accept', admin, body).expect(409);
    expect(res.body.message).toBe(`The code "${code.toLowerCase()}" is already on order ${holder.sOrderId}.`);
    const fr = await put('/admin/order/accept', admin, body).set('Language', 'fr').expect(409);
    expect(fr.body.message).toBe(
      `Le code « ${code.toLowerCase()} » figure déjà sur la commande ${holder.sOrderId}.`,
    );
    expect(await stored(order._id)).toMatchObject({ nStatus: 1, aCardCode: [] });

    const accepted = nextAccepted();
    const data = pairs(accepted.nQuantity, 'OWN');
    data[data.length - 1] = { sCode: code, sSerialNo: 'S9' };
    await put('/admin/order/deliver', admin, { cartId: accepted._id, data }).expect(409);
    expect(await stored(accepted._id)).toMatchObject({ nStatus: 2, aCardCode: [] });
  });

  it('refuses (409) a code accepted on another order a moment ago', async () => {
    const first = nextPaid();
    await put('/admin/order/accept', admin, {
      cartId: first._id,
      data: [{ sCode: 'JUST-SOLD-1', sSerialNo: 'S1' }],
    }).expect(200);
    const second = nextPaid();
    const res = await put('/admin/order/accept', admin, {
      cartId: second._id,
      data: [{ sCode: 'just-sold-1', sSerialNo: 'S2' }],
    }).expect(409);
    expect(res.body.message).toBe(`The code "just-sold-1" is already on order ${first.sOrderId}.`);
    expect((await stored(second._id)).nStatus).toBe(1);
  });

  it('refuses (409) a code that exists as a redeem card, and writes nothing', async () => {
    const card = db.redeemCards[0];
    const order = nextPaid();
    const res = await put('/admin/order/accept', admin, {
      cartId: order._id,
      data: [{ sCode: card.sCode.toLowerCase(), sSerialNo: 'S1' }],
    }).expect(409);
    expect(res.body.message).toBe(`The code "${card.sCode.toLowerCase()}" already exists as a redeem card.`);
    expect(res.body.message).not.toContain(card.sPin);
    expect(await stored(order._id)).toMatchObject({ nStatus: 1, aCardCode: [] });
  });
});

describe('PUT /admin/order/reject', () => {
  it('rejects a paid order with a reason in either reading, refunds the wallet part, drops it from the dashboard', async () => {
    const before = (await mock.api.get(`${API}/admin/dashboard/count`).set('Authorization', admin)).body.data;
    const order = nextPaid();
    const res = await put(`/admin/order/reject/${order._id}`, admin, {
      sOrderContent: '  Out of stock ',
    }).expect(200);
    expect(res.body.message).toBe('Order rejected successfully.');
    const rejected = await stored(order._id);
    expect([rejected.nStatus, rejected.sRejectReason]).toEqual([0, 'Out of stock']);
    const after = (await mock.api.get(`${API}/admin/dashboard/count`).set('Authorization', admin)).body.data;
    expect(after.orders).toBe(before.orders - 1);

    const withWallet = db.orders.find(
      (item): item is BuyOrder =>
        item.eType === 'Buy' && item.nStatus === 1 && item.nWalletAmount > 0 && !used.has(item._id),
    ) as BuyOrder;
    used.add(withWallet._id);
    const walletOf = (data: Db) => data.wallets.find((item) => item.iUserId === withWallet.iUserId);
    const balance = walletOf(await mock.readData())?.nBalance ?? 0;
    await put('/admin/order/reject', admin, { cartId: withWallet._id, sRejectReason: 'Fraud check' }).expect(
      200,
    );
    const data = await mock.readData();
    expect(walletOf(data)?.nBalance).toBeCloseTo(balance + withWallet.nWalletAmount, 2);
    const refund = data.walletTransactions.at(-1);
    expect([refund?.sType, refund?.sOrderId, refund?.nTotalAmount]).toEqual([
      'Refund',
      withWallet.sOrderId,
      withWallet.nWalletAmount,
    ]);

    await put(`/admin/order/reject/${order._id}`, admin, { sOrderContent: 'again' }).expect(409);
    await put(`/admin/order/reject/${nextAccepted()._id}`, admin, { sOrderContent: 'late' }).expect(409);
  });
  it('needs a reason of at least one character after trimming (400), and a matching cartId', async () => {
    const order = nextPaid();
    const res = await put(`/admin/order/reject/${order._id}`, admin, { sOrderContent: '   ' }).expect(400);
    expect(res.body.message).toBe('Reason is required');
    await put(`/admin/order/reject/${order._id}`, admin, {}).expect(400);
    await put(`/admin/order/reject/${order._id}`, admin, { cartId: 'other', sRejectReason: 'x' }).expect(400);
    await put('/admin/order/reject', admin, { sRejectReason: 'x' }).expect(400);
    await put('/admin/order/reject/unknown', admin, { sOrderContent: 'x' }).expect(404);
    expect((await stored(order._id)).nStatus).toBe(1);
  });
});

describe('sell orders', () => {
  it('lists sell orders by eStatus with status 1, never buy orders', async () => {
    for (const eStatus of ['Pending', 'Denied', 'Complete']) {
      const res = await post('/admin/sellorders', admin, {
        eStatus,
        status: 1,
        nLimit: 50,
        eType: 'Buy',
      }).expect(200);
      const want = db.orders.filter((order) => order.eType === 'Sell' && order.eStatus === eStatus);
      expect(res.body.total).toBe(want.length);
      for (const order of res.body.data) expect([order.eType, order.eStatus]).toEqual(['Sell', eStatus]);
    }
    await post('/admin/sellorders', nobody, {}).expect(403);
  });
  it('reads one sell order (404 for a buy order or an unknown id)', async () => {
    const order = pendingSell();
    const res = await mock.api
      .get(`${API}/admin/order-sell/${order._id}`)
      .set('Authorization', editor)
      .expect(200);
    expect(res.body.data.sOrderId).toBe(order.sOrderId);
    expect(res.body.data.aCartData[0].aImages.length).toBeGreaterThan(0);
    const buyOrder = db.orders.find((item) => item.eType === 'Buy') as BuyOrder;
    await mock.api.get(`${API}/admin/order-sell/${buyOrder._id}`).set('Authorization', admin).expect(404);
    await mock.api.get(`${API}/admin/order-sell/nope`).set('Authorization', nobody).expect(403);
  });
  it('approves a pending sell order once (credits the wallet), rejects another with a reason; 409 after', async () => {
    const order = pendingSell();
    const walletOf = (data: Db) => data.wallets.find((item) => item.iUserId === order.iUserId);
    const balance = walletOf(db)?.nBalance ?? 0;
    // Offered to whoever can open the sell lists (catalogue s.6): refused only without any right there.
    await put('/admin/order-sell', nobody, { _id: order._id, status: 'Complete' }).expect(403);
    const res = await put('/admin/order-sell', admin, { _id: order._id, status: 'Complete' }).expect(200);
    expect(res.body.message).toBe('Sell order approved successfully.');
    const data = await mock.readData();
    expect((data.orders.find((item) => item._id === order._id) as SellOrder).eStatus).toBe('Complete');
    expect(walletOf(data)?.nBalance).toBeCloseTo(balance + order.nTotalAmount, 2);
    expect(data.walletTransactions.at(-1)?.sType).toBe('Sell Back');
    const again = await put('/admin/order-sell', admin, {
      _id: order._id,
      status: 'Denied',
      sRejectReason: 'x',
    }).expect(409);
    expect(again.body.message).toBe('This sell order has already been reviewed.');

    const other = pendingSell();
    await put('/admin/order-sell', admin, { _id: other._id, status: 'Denied' }).expect(400);
    await put('/admin/order-sell', admin, { _id: other._id, status: 'Pending' }).expect(400);
    await put('/admin/order-sell', admin, {
      _id: other._id,
      status: 'Denied',
      sRejectReason: ' Blurry photo ',
    }).expect(200);
    const denied = (await stored(other._id)) as SellOrder;
    expect([denied.eStatus, denied.sRejectReason]).toEqual(['Denied', 'Blurry photo']);
    await put('/admin/order-sell', admin, { _id: other._id, status: 'Complete' }).expect(409);
    await put('/admin/order-sell', admin, { _id: 'unknown', status: 'Complete' }).expect(404);
  });
});
