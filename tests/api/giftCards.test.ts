import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCard } from '../../src/domain/cards';
import en from '../../src/i18n/en';
import { API, startMock, type TestMock } from './helpers';
import { cards as enCards } from '../../src/cards/i18n/en';
import { cards as frCards } from '../../src/cards/i18n/fr';

const S = en.gd.server;
const V = enCards.validation;

let mock: TestMock;
let admin: string;
let editor: string;
let nobody: string;
let categoryId: string;

beforeAll(async () => {
  mock = await startMock();
  ({ admin, editor, nobody } = await mock.loginAll());
  const categories = await mock.api.get(`${API}/admin/categories`).set('Authorization', admin).expect(200);
  categoryId = categories.body.data[0]._id;
});
afterAll(() => mock.stop());

const list = (token: string, body: object = {}) =>
  mock.api.post(`${API}/admin/giftcards/list`).set('Authorization', token).send(body);

const validCard = () => ({
  sTitle: 'Test Card 25 USD',
  nCashBack: 2,
  nDiscount: 5,
  bSellable: true,
  nExchangeFees: 25,
  nServiceCharge: 10,
  iCategoryId: categoryId,
  eCurrency: 'usd',
  nPrice: 24,
  nValue: 25,
});

async function createCard(body: object = validCard()): Promise<GiftCard> {
  const res = await mock.api
    .post(`${API}/admin/giftcards`)
    .set('Authorization', admin)
    .send(body)
    .expect(201);
  return res.body.data as GiftCard;
}

describe('POST /admin/giftcards/list', () => {
  it('pages with nStart/nLimit, newest first by default, with the category title', async () => {
    const res = await list(admin, { nStart: 0, nLimit: 10 }).expect(200);
    expect(res.body.message).toBe(S.gift_cards_success);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total).toBeGreaterThan(20);
    const dates = res.body.data.map((card: GiftCard) => card.dCreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const card of res.body.data) {
      expect(card.sCategoryTitle).toBeTruthy();
      expect(['aud', 'cad', 'gbp', 'usd', 'eur']).toContain(card.eCurrency);
    }
    const next = await list(admin, { nStart: 10, nLimit: 10 }).expect(200);
    expect(next.body.data[0]._id).not.toBe(res.body.data[0]._id);
  });

  it('maps the sort keys sProductName -> sTitle and nOffer -> nOfferPercentage', async () => {
    const byName = await list(admin, { nLimit: 100, sort: 'sProductName', order: 'asc' }).expect(200);
    const titles = byName.body.data.map((card: GiftCard) => card.sTitle.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const byOffer = await list(admin, { nLimit: 100, sort: 'nOffer', order: 'desc' }).expect(200);
    const offers = byOffer.body.data.map((card: GiftCard) => card.nOfferPercentage);
    expect(offers).toEqual([...offers].sort((a, b) => b - a));
    expect(offers[0]).toBeGreaterThan(offers[offers.length - 1]);
  });

  it('searches the product name (search / search_by) case-insensitively', async () => {
    const res = await list(admin, { search: 'steam', search_by: 'sTitle', nLimit: 100 }).expect(200);
    expect(res.body.total).toBeGreaterThan(0);
    for (const card of res.body.data) expect(card.sTitle.toLowerCase()).toContain('steam');
  });

  it('is open to View (the editor) and closed without it', async () => {
    await list(editor).expect(200);
    const res = await list(nobody).expect(403);
    expect(res.body.message).toBe(S.forbidden);
    await mock.api.post(`${API}/admin/giftcards/list`).send({}).expect(401);
  });
});

describe('GET /admin/giftcards/{id}', () => {
  it('answers the card with its category title', async () => {
    const first = (await list(admin).expect(200)).body.data[0] as GiftCard;
    const res = await mock.api
      .get(`${API}/admin/giftcards/${first._id}`)
      .set('Authorization', editor)
      .expect(200);
    expect(res.body.data).toMatchObject({ _id: first._id, sTitle: first.sTitle });
    expect(res.body.data.sCategoryTitle).toBe(first.sCategoryTitle);
  });

  it('404 for an unknown id, 403 before it without View', async () => {
    const res = await mock.api.get(`${API}/admin/giftcards/unknown`).set('Authorization', admin).expect(404);
    expect(res.body.message).toBe(S.not_found);
    await mock.api.get(`${API}/admin/giftcards/unknown`).set('Authorization', nobody).expect(403);
  });
});

describe('POST /admin/giftcards', () => {
  it('creates an Active card from the allowlisted fields only', async () => {
    const res = await mock.api
      .post(`${API}/admin/giftcards`)
      .set('Authorization', admin)
      .send({ ...validCard(), nValue: '25', nPrice: '24', eStatus: 'Disabled', _id: 'mine', bRedeemed: true })
      .expect(201);
    expect(res.body.message).toBe(S.gift_card_created);
    const card = res.body.data;
    expect(card).toMatchObject({ sTitle: 'Test Card 25 USD', nValue: 25, nPrice: 24, eStatus: 'Active' });
    expect(card._id).not.toBe('mine');
    expect(card).not.toHaveProperty('bRedeemed');
    expect(card.nOfferPercentage).toBe(5);
    const stored = await mock.api
      .get(`${API}/admin/giftcards/${card._id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(stored.body.data.sTitle).toBe('Test Card 25 USD');
  });

  it('applies the defaults: service charge required (no default on the API), exchange fee 30 when not sellable', async () => {
    const card = await createCard({ ...validCard(), bSellable: false, nExchangeFees: undefined });
    expect(card.nExchangeFees).toBe(30);
    expect(card.nDiscount).toBe(5);
  });

  it.each([
    [{ sTitle: '  ' }, 'sTitle', V.title_required],
    [{ nPrice: '' }, 'nPrice', V.price_required],
    [{ nPrice: '12a' }, 'nPrice', V.only_number],
    [{ nPrice: 12.5 }, 'nPrice', V.only_number],
    [{ eCurrency: 'jpy' }, 'eCurrency', V.currency_required],
    [{ iCategoryId: '' }, 'iCategoryId', V.category_required],
    [{ nDiscount: -1 }, 'nDiscount', V.min_zero],
    [{ nCashBack: -0.5 }, 'nCashBack', V.min_zero],
    [{ nServiceCharge: 0 }, 'nServiceCharge', V.min_one],
    [{ nServiceCharge: 101 }, 'nServiceCharge', V.max_percent],
    [{ nExchangeFees: -3 }, 'nExchangeFees', V.min_zero],
    [{ nExchangeFees: null }, 'nExchangeFees', V.exchange_fee_required],
    [{ nQuantity: 1.5 }, 'nQuantity', V.whole_number],
  ])('400 for %j', async (change, path, message) => {
    const res = await mock.api
      .post(`${API}/admin/giftcards`)
      .set('Authorization', admin)
      .send({ ...validCard(), ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('translates the 400 message (fr-FR)', async () => {
    const res = await mock.api
      .post(`${API}/admin/giftcards`)
      .set('Authorization', admin)
      .set('Language', 'fr-FR')
      .send({ ...validCard(), sTitle: '' })
      .expect(400);
    expect(res.body.message).toBe(frCards.validation.title_required);
  });

  it('404 for an unknown category, with a message', async () => {
    const res = await mock.api
      .post(`${API}/admin/giftcards`)
      .set('Authorization', admin)
      .send({ ...validCard(), iCategoryId: 'no-such-category' })
      .expect(404);
    expect(res.body.message).toBe(S.category_not_found);
  });

  it('403 for the editor (View only) and for nobody, 401 without a token', async () => {
    const res = await mock.api
      .post(`${API}/admin/giftcards`)
      .set('Authorization', editor)
      .send(validCard())
      .expect(403);
    expect(res.body.message).toBe(S.forbidden);
    await mock.api.post(`${API}/admin/giftcards`).set('Authorization', nobody).send(validCard()).expect(403);
    await mock.api.post(`${API}/admin/giftcards`).send(validCard()).expect(401);
  });
});

describe('PUT /admin/giftcards/{id}', () => {
  it('edits with the full body', async () => {
    const card = await createCard();
    const res = await mock.api
      .put(`${API}/admin/giftcards/${card._id}`)
      .set('Authorization', admin)
      .send({ ...validCard(), sTitle: 'Renamed', nDiscount: 12, bSellable: false })
      .expect(200);
    expect(res.body.message).toBe(S.gift_card_updated);
    expect(res.body.data).toMatchObject({
      sTitle: 'Renamed',
      nDiscount: 12,
      nOfferPercentage: 12,
      bSellable: false,
    });
  });

  it('switches the status with { _id, eStatus }', async () => {
    const card = await createCard();
    const res = await mock.api
      .put(`${API}/admin/giftcards/${card._id}`)
      .set('Authorization', admin)
      .send({ _id: card._id, eStatus: 'Disabled' })
      .expect(200);
    expect(res.body.message).toBe(S.gift_card_status);
    expect(res.body.data).toMatchObject({ eStatus: 'Disabled', sTitle: card.sTitle });
    const bad = await mock.api
      .put(`${API}/admin/giftcards/${card._id}`)
      .set('Authorization', admin)
      .send({ _id: card._id, eStatus: 'Deleted' })
      .expect(400);
    expect(bad.body.message).toBe(V.status_invalid);
  });

  it('400 for an invalid body, 404 for an unknown id or category, 403 for the editor', async () => {
    const card = await createCard();
    const url = `${API}/admin/giftcards/${card._id}`;
    const bad = await mock.api
      .put(url)
      .set('Authorization', admin)
      .send({ ...validCard(), nPrice: 'x' })
      .expect(400);
    expect(bad.body.message).toBe(V.only_number);
    await mock.api
      .put(`${API}/admin/giftcards/nope`)
      .set('Authorization', admin)
      .send(validCard())
      .expect(404);
    const cat = await mock.api
      .put(url)
      .set('Authorization', admin)
      .send({ ...validCard(), iCategoryId: 'nope' })
      .expect(404);
    expect(cat.body.message).toBe(S.category_not_found);
    await mock.api.put(url).set('Authorization', editor).send(validCard()).expect(403);
    await mock.api
      .put(url)
      .set('Authorization', editor)
      .send({ _id: card._id, eStatus: 'Disabled' })
      .expect(403);
  });
});

describe('DELETE /admin/giftcards/{id}', () => {
  it('removes the card; 404 afterwards; 403 for the editor', async () => {
    const card = await createCard();
    const url = `${API}/admin/giftcards/${card._id}`;
    await mock.api.delete(url).set('Authorization', editor).expect(403);
    const res = await mock.api.delete(url).set('Authorization', admin).expect(200);
    expect(res.body.message).toBe(S.gift_card_deleted);
    await mock.api.get(url).set('Authorization', admin).expect(404);
    await mock.api.delete(url).set('Authorization', admin).expect(404);
  });
});
