import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../src/domain/customer';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';
import { subAdminWith } from './customerAccounts';

let mock: TestMock;
let admin: string;
let viewer: string;
let editor: string;
let customers: Customer[];

beforeAll(async () => {
  mock = await startMock({ seedOrders: 20 });
  admin = await mock.login(ACCOUNTS.admin);
  const db = await mock.readData();
  viewer = await mock.login(subAdminWith(db, true, false, false));
  editor = await mock.login(ACCOUNTS.editor);
  const res = await list(admin, { limit: 100, sort: 'sFullName', order: 'asc' }).expect(200);
  customers = res.body.data;
});
afterAll(() => mock.stop());

const list = (token: string, body: object) =>
  mock.api.post(`${API}/admin/user/list`).set('Authorization', token).send(body);
const put = (token: string, id: string, body: object, language?: string) =>
  mock.call('put', `/admin/user/${id}`, token, language).send(body);
const editBody = (c: Customer, over: object = {}) => ({
  sFullName: c.sFullName,
  sMobileNumber: c.sMobileNumber,
  sEmail: c.sEmail,
  eCurrency: c.eCurrency,
  sCountry: c.sCountry,
  ...over,
});

describe('POST /admin/user/list', () => {
  it('pages, sorts and counts the seeded customers', async () => {
    const res = await list(admin, { start: 0, limit: 10 }).expect(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total).toBe(400);
    expect(res.body.message).toBe('Customers fetched successfully.');
    const names = customers.map((c) => c.sFullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        '_id',
        'sEmail',
        'sFullName',
        'sUserName',
        'sMobileNumber',
        'sCountry',
        'sCity',
        'sState',
        'eCurrency',
        'sCoverPicture',
        'sProfilePicture',
        'eStatus',
        'sKycStatus',
        'dCreatedAt',
      ].sort(),
    );
  });

  it('searches by the named field and filters with where/where_value', async () => {
    const target = customers[3];
    const res = await list(admin, { search: target.sEmail, search_by: 'sEmail' }).expect(200);
    expect(res.body.data.map((c: Customer) => c._id)).toEqual([target._id]);
    for (const status of ['p', 's', 'v', 'r']) {
      const page = await list(admin, { where: 'sKycStatus', where_value: status, limit: 100 }).expect(200);
      expect(page.body.total).toBeGreaterThan(0);
      expect(page.body.data.every((c: Customer) => c.sKycStatus === status)).toBe(true);
    }
  });

  it('is open to a sub-admin with Customers View, closed without any Customers right', async () => {
    await list(viewer, {}).expect(200);
    const res = await list(editor, {}).expect(403);
    expect(res.body.message).toBe('You do not have permission to perform this action.');
    await mock.api.post(`${API}/admin/user/list`).send({}).expect(401);
  });
});

describe('GET /admin/user/:id', () => {
  it('answers one customer, 404 for an unknown id, 403 without rights', async () => {
    const target = customers[0];
    const res = await mock.api
      .get(`${API}/admin/user/${target._id}`)
      .set('Authorization', viewer)
      .expect(200);
    expect(res.body.data).toEqual(target);
    await mock.api.get(`${API}/admin/user/nope`).set('Authorization', admin).expect(404);
    await mock.api.get(`${API}/admin/user/${target._id}`).set('Authorization', editor).expect(403);
  });
});

describe('PUT /admin/user/:id', () => {
  it('switches the status with {eStatus} alone', async () => {
    const target = customers[1];
    const next = target.eStatus === 'y' ? 'n' : 'y';
    const res = await put(admin, target._id, { eStatus: next }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Customer status updated successfully.',
      data: { eStatus: next },
    });
    expect((await put(admin, target._id, { eStatus: 'x' }).expect(400)).body.message).toBe(
      'The request body is not valid.',
    );
  });

  it('updates the editable fields, trimmed, and nothing else', async () => {
    const target = customers[2];
    const res = await put(
      admin,
      target._id,
      editBody(target, {
        sFullName: '  New Name ',
        sMobileNumber: '0412345678',
        eCurrency: 'aud',
        sCountry: 'Australia',
        eStatus: 'n',
        sKycStatus: 'v',
        sUserName: 'hacker',
      }),
    ).expect(200);
    expect(res.body.message).toBe('Customer updated successfully.');
    expect(res.body.data).toEqual({
      ...target,
      sFullName: 'New Name',
      sMobileNumber: '0412345678',
      eCurrency: 'aud',
      sCountry: 'Australia',
    });
  });

  it('refuses another email (read-only): 400', async () => {
    const target = customers[2];
    const res = await put(admin, target._id, editBody(target, { sEmail: 'other@example.com' })).expect(400);
    expect(res.body.message).toBe('The email of a customer cannot be changed.');
    await put(admin, target._id, editBody(target, { sEmail: target.sEmail.toUpperCase() })).expect(200);
  });

  it('validates with the spec messages in en-US and fr-FR', async () => {
    const target = customers[4];
    const cases: [object, string, string][] = [
      [{ sFullName: ' ' }, 'Full Name is required', 'Le nom complet est obligatoire'],
      [{ sCountry: '' }, 'Country is required', 'Le pays est obligatoire'],
      [{ sMobileNumber: '' }, 'Mobile number is required', 'Le numéro de mobile est obligatoire'],
      [{ sMobileNumber: '04 1234' }, 'Required only number', 'Chiffres uniquement'],
      [{ eCurrency: '' }, 'Currency is required', 'La devise est obligatoire'],
      [{ eCurrency: 'jpy' }, 'Currency is required', 'La devise est obligatoire'],
    ];
    for (const [over, en, fr] of cases) {
      expect((await put(admin, target._id, editBody(target, over)).expect(400)).body.message).toBe(en);
      expect((await put(admin, target._id, editBody(target, over), 'fr-FR').expect(400)).body.message).toBe(
        fr,
      );
    }
  });

  it('answers 403 to a sub-admin without Customers Edit, 404 for an unknown id', async () => {
    const target = customers[5];
    await put(viewer, target._id, { eStatus: 'n' }).expect(403);
    await put(viewer, target._id, editBody(target)).expect(403);
    await put(admin, 'nope', { eStatus: 'n' }).expect(404);
  });
});

describe('DELETE /admin/customer/:id', () => {
  it('removes softly: gone from the list and the reads, 404 the second time', async () => {
    const target = customers[6];
    await mock.api.delete(`${API}/admin/customer/${target._id}`).set('Authorization', viewer).expect(403);
    const res = await mock.api
      .delete(`${API}/admin/customer/${target._id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(res.body.message).toBe('Customer deleted successfully.');
    await mock.api.delete(`${API}/admin/customer/${target._id}`).set('Authorization', admin).expect(404);
    await mock.api.get(`${API}/admin/user/${target._id}`).set('Authorization', admin).expect(404);
    await put(admin, target._id, { eStatus: 'y' }).expect(404);
    const found = await list(admin, { search: target.sEmail, search_by: 'sEmail' }).expect(200);
    expect(found.body.total).toBe(0);
    const db = await mock.readData();
    expect(db.customers.find((c) => c._id === target._id)?.dDeletedAt).toEqual(expect.any(String));
  });
});
