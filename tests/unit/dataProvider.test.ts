import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { createDataProvider } from '../../src/api/dataProvider';
import { loadResourceTable } from '../../scripts/lib/resourceTable';
import { enc, pick, type ResourceTable } from '../../src/api/endpoints';
import { resetExtensions } from '../../src/api/extensions';
import { capKycFilter } from '../../src/domain/format';
import { fakeFetch, installStorage, json } from './support/fakeApi';

/** The app's own endpoint table (the features' endpoints.ts). */
const APP_TABLE = await loadResourceTable();

/** A table like the later issues' entries: both paging styles, a GET list, a custom key. */
const table: ResourceTable = {
  subadmins: {
    list: { path: '/admin/subadmin/list', searchBy: 'sFullName' },
    getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
    create: {
      method: 'POST',
      path: () => '/admin/subadmin',
      body: (data) => pick(data, ['sEmail', 'sFullName']),
    },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/subadmin/${enc(id)}`,
      body: ({ data }) => pick(data, ['sFullName']),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/subadmin/${enc(id)}` },
    status: {
      method: 'POST',
      path: () => '/admin/subadmin/changestatus',
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
  orders: { list: { path: '/admin/orders/list', paging: 'nStart' } },
  kyc: { list: { path: '/admin/kyc/list', capSearch: capKycFilter } },
  settings: { idField: 'sKey', list: { path: '/admin/settings', method: 'GET' } },
};

const provider = () => createDataProvider(table);
const listParams = {
  pagination: { page: 3, perPage: 20 },
  sort: { field: 'dCreatedAt', order: 'DESC' as const },
};

beforeEach(() => {
  installStorage().setItem('token', 'tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getList', () => {
  it('sends start/limit, sort/order, search + search_by and the permanent filter; maps _id to id', async () => {
    const { requests } = fakeFetch({
      'POST /admin/subadmin/list': () => json(200, { data: [{ _id: 'a1', sFullName: 'Ann' }], total: 41 }),
    });

    const result = await provider().getList('subadmins', {
      ...listParams,
      filter: { q: 'ann', eStatus: 'y' },
    });

    expect(requests[0].body).toEqual({
      start: 40,
      limit: 20,
      sort: 'dCreatedAt',
      order: 'desc',
      search: 'ann',
      search_by: 'sFullName',
      eStatus: 'y',
    });
    expect(requests[0].headers.get('Authorization')).toBe('tok');
    expect(result).toEqual({ data: [{ id: 'a1', _id: 'a1', sFullName: 'Ann' }], total: 41 });
  });

  it('uses nStart/nLimit for resources that page that way, and maps the id sort to the key field', async () => {
    const { requests } = fakeFetch({ 'POST /admin/orders/list': () => json(200, { data: [], total: 0 }) });
    await provider().getList('orders', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 2 },
    });
    expect(requests[0].body).toEqual({ nStart: 0, nLimit: 10, sort: '_id', order: 'asc', status: 2 });
  });

  it('caps the search at 255 characters, or as the resource declares (KYC: 255+ -> 5)', async () => {
    const { requests } = fakeFetch({
      'POST /admin/subadmin/list': () => json(200, { data: [], total: 0 }),
      'POST /admin/kyc/list': () => json(200, { data: [], total: 0 }),
    });
    const long = 'x'.repeat(300);
    await provider().getList('subadmins', { filter: { q: long } });
    await provider().getList('kyc', { filter: { q: long } });
    expect((requests[0].body as { search: string }).search).toHaveLength(255);
    expect((requests[1].body as { search: string }).search).toBe('xxxxx');
  });

  it('sends defaults of start 0 and limit 10 and no search for an empty q', async () => {
    const { requests } = fakeFetch({ 'POST /admin/subadmin/list': () => json(200, { data: [], total: 0 }) });
    await provider().getList('subadmins', { filter: { q: '  ' } });
    expect(requests[0].body).toEqual({ start: 0, limit: 10 });
  });

  it('pages a GET list in the browser and maps a declared key field to id', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ sKey: `k${i}`, sTitle: `T${i}` }));
    fakeFetch({ 'GET /admin/settings': () => json(200, { data: rows }) });
    const result = await provider().getList('settings', { pagination: { page: 2, perPage: 10 } });
    expect(result.total).toBe(12);
    expect(result.data.map((r) => r.id)).toEqual(['k10', 'k11']);
  });
});

describe('record calls', () => {
  it('getOne maps the id and encodes it in the path', async () => {
    const { requests } = fakeFetch({
      'GET /admin/subadmin/a%2F1': () => json(200, { data: { _id: 'a/1' } }),
    });
    const { data } = await provider().getOne('subadmins', { id: 'a/1' });
    expect(data).toEqual({ _id: 'a/1', id: 'a/1' });
    expect(requests).toHaveLength(1);
  });

  it('create and update send only the declared fields; delete returns the previous record', async () => {
    const { requests } = fakeFetch({
      'POST /admin/subadmin': () => json(200, { message: 'Created', data: { _id: 'n1' } }),
      'PUT /admin/subadmin/n1': () => json(200, { message: 'Updated' }),
      'DELETE /admin/subadmin/n1': () => json(200, { message: 'Deleted' }),
    });
    const dp = provider();
    const created = await dp.create('subadmins', {
      data: { sEmail: 'e@x.io', sFullName: 'E', eRole: 'super' },
    });
    const updated = await dp.update('subadmins', {
      id: 'n1',
      data: { sFullName: 'F', _id: 'evil' },
      previousData: { id: 'n1' },
    });
    const deleted = await dp.delete('subadmins', { id: 'n1', previousData: { id: 'n1', sFullName: 'F' } });

    expect(requests.map((r) => r.body)).toEqual([
      { sEmail: 'e@x.io', sFullName: 'E' },
      { sFullName: 'F' },
      undefined,
    ]);
    expect(created.data.id).toBe('n1');
    expect(updated.data.id).toBe('n1');
    expect(deleted.data).toEqual({ id: 'n1', sFullName: 'F' });
  });

  it('setStatus uses the resource status call', async () => {
    const { requests } = fakeFetch({
      'POST /admin/subadmin/changestatus': () => json(200, { message: 'Status changed' }),
    });
    await expect(provider().setStatus('subadmins', { id: 'a1', status: 'n' })).resolves.toEqual({
      message: 'Status changed',
    });
    expect(requests[0].body).toEqual({ _id: 'a1', eStatus: 'n' });
  });
});

describe('errors', () => {
  it('throws a clear error for a resource that is not in the table, or a call it does not declare', async () => {
    await expect(provider().getList('unicorns', {})).rejects.toThrow(
      'Resource "unicorns" has no endpoints.ts entry in its feature module',
    );
    await expect(provider().getOne('orders', { id: 1 })).rejects.toThrow('declares no "getOne" call');
    await expect(provider().getList('toString', {})).rejects.toThrow('has no endpoints.ts entry');
  });

  it('propagates an API failure as HttpError with the server message and status', async () => {
    fakeFetch({ 'POST /admin/subadmin/list': () => json(403, { message: 'You do not have permission.' }) });
    const error = await provider()
      .getList('subadmins', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'You do not have permission.', status: 403 });
  });
});

describe('custom methods', () => {
  it('getDashboard returns the counts', async () => {
    const counts = {
      wallet: { balance: 5, currency: 'usd' },
      users: 2,
      orders: 3,
      totalRevenue: [],
      revenue: [],
    };
    fakeFetch({ 'GET /admin/dashboard/count': () => json(200, { message: 'ok', data: counts }) });
    await expect(provider().getDashboard()).resolves.toEqual(counts);
  });

  it('editProfile submits only full name and email; changePassword the three fields', async () => {
    const { requests } = fakeFetch({
      'POST /admin/editprofile': () =>
        json(200, { message: 'Profile updated successfully.', data: { _id: 'u' } }),
      'POST /admin/password/change': () => json(200, { message: 'Password changed successfully.' }),
    });
    const dp = provider();
    const edited = await dp.editProfile({ sFullName: 'Ann', sEmail: 'a@b.co', sMobileNumber: '1' } as never);
    const changed = await dp.changePassword({
      sOldPassword: 'a',
      sNewPassword: 'b',
      sNewRetypedPassword: 'b',
    });

    expect(requests[0].body).toEqual({ sFullName: 'Ann', sEmail: 'a@b.co' });
    expect(requests[1].body).toEqual({ sOldPassword: 'a', sNewPassword: 'b', sNewRetypedPassword: 'b' });
    expect(edited).toEqual({ message: 'Profile updated successfully.', data: { _id: 'u' } });
    expect(changed).toEqual({ message: 'Password changed successfully.' });
  });

  it('editProfile sends the current password with a change of email, when the form gives it', async () => {
    const { requests } = fakeFetch({
      'POST /admin/editprofile': () => json(200, { message: 'Profile updated successfully.', data: {} }),
    });
    await provider().editProfile({ sFullName: 'Ann', sEmail: 'new@b.co', sCurrentPassword: 'Pass#1' });
    expect(requests[0].body).toEqual({ sFullName: 'Ann', sEmail: 'new@b.co', sCurrentPassword: 'Pass#1' });
  });

  it('getSignedUrl and getInvoiceUrl resolve the paths the API hands out on the API host', async () => {
    vi.stubGlobal('window', { location: { href: 'https://admin.example.com/admin/category' } });
    fakeFetch({
      'POST /admin/signedurl/categoryimages': () =>
        json(200, { data: { sUrl: '/api/v1/uploads/abc', sPath: 'categoryimages/a.png' } }),
      'POST /admin/invoice/link': () => json(200, { data: { url: '/invoice/generate/o1?sig=f' } }),
    });
    const dp = provider();
    await expect(
      dp.getSignedUrl('categoryimages', { sFileName: 'a.png', sContentType: 'image/png' }),
    ).resolves.toEqual({
      sUrl: 'https://admin.example.com/api/v1/uploads/abc',
      sPath: 'categoryimages/a.png',
    });
    await expect(dp.getInvoiceUrl('o1')).resolves.toBe('https://admin.example.com/invoice/generate/o1?sig=f');
  });

  it('changePassword propagates a wrong old password as the server message', async () => {
    fakeFetch({ 'POST /admin/password/change': () => json(400, { message: 'Old password is incorrect.' }) });
    await expect(
      provider().changePassword({ sOldPassword: 'a', sNewPassword: 'b', sNewRetypedPassword: 'b' }),
    ).rejects.toMatchObject({ message: 'Old password is incorrect.', status: 400 });
  });
});

describe('extensions against a backend that has only the spec calls', () => {
  afterEach(resetExtensions);

  it('finds a wallet transaction through the list call when GET transaction-wallet/{id} is missing', async () => {
    const row = { _id: 'w2', sOrderId: 'ORD-2', nTotalAmount: -5 };
    const { requests } = fakeFetch({
      'POST /admin/transactions-wallet': () => json(200, { data: [{ _id: 'w1' }, row], total: 2 }),
    });
    const spec = createDataProvider(APP_TABLE);
    await expect(spec.getOne('walletTransactions', { id: 'w2' })).resolves.toEqual({
      data: { ...row, id: 'w2' },
    });
    // Known absent: the second read asks the list only.
    await spec.getOne('walletTransactions', { id: 'w2' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/admin/transaction-wallet/w2',
      'POST /api/v1/admin/transactions-wallet',
      'POST /api/v1/admin/transactions-wallet',
    ]);
    expect(requests[1].body).toMatchObject({ search: 'w2', search_by: '_id' });
    await expect(spec.getOne('walletTransactions', { id: 'gone' })).rejects.toMatchObject({ status: 404 });
  });

  it("opens the spec's invoice page on the API host when the link call is missing", async () => {
    fakeFetch({});
    vi.stubGlobal('window', { location: { href: 'https://admin.example.com/admin/transactions' } });
    await expect(createDataProvider(APP_TABLE).getInvoiceUrl('T 1')).resolves.toBe(
      'https://admin.example.com/invoice/generate/T%201',
    );
  });

  it("reads an order's codes where the call exists, and answers undefined (use the list's) where it does not", async () => {
    const codes = [{ _id: 'c1', sOrderContent: 'CODE-1234-5678', sSerialNo: 'SN-1', dViewedAt: null }];
    fakeFetch({ 'POST /admin/order/codes': () => json(200, { data: { _id: 'o1', aCardCode: codes } }) });
    await expect(createDataProvider(APP_TABLE).getOrderCodes('o1')).resolves.toEqual(codes);
    fakeFetch({});
    await expect(createDataProvider(APP_TABLE).getOrderCodes('o1')).resolves.toBeUndefined();
  });

  it('reads a sub-admin answered at the top level of the body', async () => {
    fakeFetch({
      'GET /admin/subadmin/s1': () =>
        json(200, { status: 200, message: 'ok', _id: 's1', sCountryCode: '44' }),
    });
    await expect(createDataProvider(APP_TABLE).getOne('subadmin', { id: 's1' })).resolves.toEqual({
      data: { _id: 's1', sCountryCode: '44', id: 's1' },
    });
  });
});
