import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedeemCard } from '../../src/domain/cards';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import { startMockWithNobody } from './cardsHelpers';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';
import { cards as enCards } from '../../src/cards/i18n/en';

const S = en.gd.server;
const V = enCards.validation;

let mock: TestMock;
let admin: string;
let editor: string;

beforeAll(async () => {
  mock = await startMock();
  ({ admin, editor } = await mock.loginAll());
});
afterAll(() => mock.stop());

let serial = 0;
const freshCode = () => `TESTCODE${String(++serial).padStart(8, '0')}`;
const validCard = () => ({ sCode: freshCode(), sPin: '1234', nValue: 50, eCurrency: 'eur' });

const post = (body: object, token = admin) =>
  mock.api.post(`${API}/admin/redeemcards`).set('Authorization', token).send(body);

async function createCard(body: object = validCard()): Promise<RedeemCard> {
  const res = await post(body).expect(201);
  return res.body.data as RedeemCard;
}

describe('POST /admin/redeemcards/list', () => {
  it('pages the seeded cards, newest first, without codes or pins', async () => {
    const res = await mock.api
      .post(`${API}/admin/redeemcards/list`)
      .set('Authorization', admin)
      .send({ nStart: 0, nLimit: 100 })
      .expect(200);
    expect(res.body.message).toBe(S.redeem_cards_success);
    expect(res.body.total).toBeGreaterThanOrEqual(60);
    expect(res.body.data.some((card: RedeemCard) => card.bRedeemed)).toBe(true);
    expect(res.body.data.some((card: RedeemCard) => !card.bRedeemed)).toBe(true);
    for (const card of res.body.data) {
      expect(card).not.toHaveProperty('sCode');
      expect(card).not.toHaveProperty('sPin');
    }
    expect(JSON.stringify(res.body)).not.toMatch(/sCode|sPin/);
    const dates = res.body.data.map((card: RedeemCard) => card.dCreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('does not sort by code (the order would leak it): falls back to the default order', async () => {
    const plain = await mock.api
      .post(`${API}/admin/redeemcards/list`)
      .set('Authorization', admin)
      .send({ order: 'asc' });
    const bySecret = await mock.api
      .post(`${API}/admin/redeemcards/list`)
      .set('Authorization', admin)
      .send({ sort: 'sCode', order: 'asc' });
    expect(bySecret.body.data.map((c: RedeemCard) => c._id)).toEqual(
      plain.body.data.map((c: RedeemCard) => c._id),
    );
  });

  it('403 without Redeem Card Management (editor), 401 without a token', async () => {
    const res = await mock.api
      .post(`${API}/admin/redeemcards/list`)
      .set('Authorization', editor)
      .send({})
      .expect(403);
    expect(res.body.message).toBe(S.forbidden);
    await mock.api.post(`${API}/admin/redeemcards/list`).send({}).expect(401);
  });
});

describe('GET /admin/redeemcards/{id} (the reveal)', () => {
  it('answers the code and the pin', async () => {
    const body = validCard();
    const card = await createCard(body);
    const res = await mock.api
      .get(`${API}/admin/redeemcards/${card._id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(res.body.data).toMatchObject({ sCode: body.sCode, sPin: '1234', nValue: 50, eCurrency: 'eur' });
  });

  it('404 for an unknown id; 403 for the editor', async () => {
    await mock.api.get(`${API}/admin/redeemcards/nope`).set('Authorization', admin).expect(404);
    await mock.api.get(`${API}/admin/redeemcards/nope`).set('Authorization', editor).expect(403);
  });
});

describe('POST /admin/redeemcards', () => {
  it('creates an Active, unredeemed card; the answer carries no secret', async () => {
    const res = await post({ ...validCard(), bRedeemed: true, eStatus: 'Disabled' }).expect(201);
    expect(res.body.message).toBe(S.redeem_card_created);
    expect(res.body.data).toMatchObject({ bRedeemed: false, eStatus: 'Active', nValue: 50 });
    expect(res.body.data).not.toHaveProperty('sCode');
    expect(res.body.data).not.toHaveProperty('sPin');
  });

  it('409 with a message for a duplicate code, whatever its case', async () => {
    const body = validCard();
    await createCard(body);
    const res = await post({ ...validCard(), sCode: body.sCode.toLowerCase() }).expect(409);
    expect(res.body.message).toBe(S.redeem_code_taken);
    const frRes = await post({ ...validCard(), sCode: body.sCode })
      .set('Language', 'fr-FR')
      .expect(409);
    expect(frRes.body.message).toBe(fr.gd.server.redeem_code_taken);
  });

  it.each([
    [{ sCode: '' }, 'sCode', V.code_required],
    [{ sCode: 'a b c d' }, 'sCode', V.code_invalid],
    [{ sCode: 'ABC' }, 'sCode', V.code_invalid],
    [{ sCode: 'A'.repeat(33) }, 'sCode', V.code_invalid],
    [{ sPin: '' }, 'sPin', V.pin_invalid],
    [{ sPin: '12345' }, 'sPin', V.pin_invalid],
    [{ sPin: '12a4' }, 'sPin', V.pin_invalid],
    [{ nValue: '' }, 'nValue', V.value_required],
    [{ nValue: '5x' }, 'nValue', V.only_number],
    [{ eCurrency: '' }, 'eCurrency', V.currency_required],
  ])('400 for %j', async (change, path, message) => {
    const res = await post({ ...validCard(), ...change }).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('403 for the editor', async () => {
    const res = await post(validCard(), editor).expect(403);
    expect(res.body.message).toBe(S.forbidden);
  });
});

describe('PUT /admin/redeemcards/{id}', () => {
  it('edits with the full body (its own code is not a duplicate)', async () => {
    const body = validCard();
    const card = await createCard(body);
    const url = `${API}/admin/redeemcards/${card._id}`;
    const res = await mock.api
      .put(url)
      .set('Authorization', admin)
      .send({ ...body, sPin: '77', nValue: 100 })
      .expect(200);
    expect(res.body.message).toBe(S.redeem_card_updated);
    const stored = await mock.api.get(url).set('Authorization', admin).expect(200);
    expect(stored.body.data).toMatchObject({ sCode: body.sCode, sPin: '77', nValue: 100 });
  });

  it('409 when the new code belongs to another card', async () => {
    const other = validCard();
    await createCard(other);
    const card = await createCard();
    const res = await mock.api
      .put(`${API}/admin/redeemcards/${card._id}`)
      .set('Authorization', admin)
      .send({ ...validCard(), sCode: other.sCode })
      .expect(409);
    expect(res.body.message).toBe(S.redeem_code_taken);
  });

  it('switches the status with { _id, eStatus }', async () => {
    const card = await createCard();
    const res = await mock.api
      .put(`${API}/admin/redeemcards/${card._id}`)
      .set('Authorization', admin)
      .send({ _id: card._id, eStatus: 'Disabled' })
      .expect(200);
    expect(res.body.message).toBe(S.redeem_card_status);
    expect(res.body.data.eStatus).toBe('Disabled');
  });

  it('409 for editing a redeemed card (its status may still change)', async () => {
    const all = await mock.api
      .post(`${API}/admin/redeemcards/list`)
      .set('Authorization', admin)
      .send({ bRedeemed: true });
    const redeemed = all.body.data[0] as RedeemCard;
    expect(redeemed.bRedeemed).toBe(true);
    const url = `${API}/admin/redeemcards/${redeemed._id}`;
    const res = await mock.api.put(url).set('Authorization', admin).send(validCard()).expect(409);
    expect(res.body.message).toBe(S.redeem_card_redeemed);
    await mock.api
      .put(url)
      .set('Authorization', admin)
      .send({ _id: redeemed._id, eStatus: 'Disabled' })
      .expect(200);
  });

  it('400 / 404 / 403', async () => {
    const card = await createCard();
    const url = `${API}/admin/redeemcards/${card._id}`;
    const bad = await mock.api
      .put(url)
      .set('Authorization', admin)
      .send({ ...validCard(), sPin: '99999' })
      .expect(400);
    expect(bad.body.message).toBe(V.pin_invalid);
    await mock.api
      .put(`${API}/admin/redeemcards/nope`)
      .set('Authorization', admin)
      .send(validCard())
      .expect(404);
    await mock.api.put(url).set('Authorization', editor).send(validCard()).expect(403);
  });
});

describe('DELETE /admin/redeemcards/{id}', () => {
  it('removes the card; 404 afterwards; 403 for the editor', async () => {
    const card = await createCard();
    const url = `${API}/admin/redeemcards/${card._id}`;
    await mock.api.delete(url).set('Authorization', editor).expect(403);
    const res = await mock.api.delete(url).set('Authorization', admin).expect(200);
    expect(res.body.message).toBe(S.redeem_card_deleted);
    await mock.api.delete(url).set('Authorization', admin).expect(404);
  });
});

describe('codes taken and freed (the code index follows every write)', () => {
  it('a code freed by an edit or a delete can be used again; a new one is taken at once', async () => {
    const edited = validCard();
    const card = await createCard(edited);
    await mock.api
      .put(`${API}/admin/redeemcards/${card._id}`)
      .set('Authorization', admin)
      .send({ ...edited, sCode: freshCode() })
      .expect(200);
    await createCard({ ...validCard(), sCode: edited.sCode.toLowerCase() });

    const deleted = validCard();
    const gone = await createCard(deleted);
    await mock.api.delete(`${API}/admin/redeemcards/${gone._id}`).set('Authorization', admin).expect(200);
    await createCard({ ...validCard(), sCode: deleted.sCode });

    const batch = Array.from({ length: 20 }, validCard);
    for (const body of batch) await createCard(body);
    for (const body of batch)
      await post({ ...validCard(), sCode: ` ${body.sCode.toLowerCase()} ` }).expect(409);
  });
});

describe('a sub-admin with Redeem Card Management Add and Edit but not View', () => {
  let limited: TestMock;
  let token: string;
  beforeAll(async () => {
    limited = await startMockWithNobody({ 'Redeem Card Management': ['Add', 'Edit'] });
    token = await limited.login(ACCOUNTS.nobody);
  });
  afterAll(() => limited.stop());

  it('may create and open the list (s.6: any operation opens it), but may not reveal or delete', async () => {
    const created = await limited.api
      .post(`${API}/admin/redeemcards`)
      .set('Authorization', token)
      .send(validCard())
      .expect(201);
    await limited.api
      .get(`${API}/admin/redeemcards/${created.body.data._id}`)
      .set('Authorization', token)
      .expect(403);
    await limited.api.post(`${API}/admin/redeemcards/list`).set('Authorization', token).send({}).expect(200);
    await limited.api
      .delete(`${API}/admin/redeemcards/${created.body.data._id}`)
      .set('Authorization', token)
      .expect(403);
  });
});
