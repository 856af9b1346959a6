import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStorageStore } from 'ra-core';
import { ADMIN_STORE_APP_KEY, isInAdminStore } from './admin/adminStore';
import { defaultListParams } from './common/listDefaults';
import { fullPermissionSet, permissionSetFrom } from './domain/permissions';
import { endpoints } from './orders/endpoints';
import { buyOrderList } from './orders/pages';
import { fakeFetch, json, type RecordedRequest } from '../tests/unit/support/fakeApi';

const profileWith = (aPermissions: unknown) => () =>
  json(200, { message: 'Token verified.', data: { _id: 'u1', sEmail: 'a@example.com', aPermissions } });
const rows = () => json(200, { data: [{ _id: 'o1', sOrderId: 'ORD-1' }], total: 1 });

/** A fresh page load: the entry's modules and the data provider the admin then uses, sharing one http. */
async function pageLoad() {
  vi.resetModules();
  const { sendListAhead } = await import('./listsAhead');
  const { createDataProvider } = await import('./api/dataProvider');
  return { sendListAhead, dataProvider: createDataProvider(endpoints) };
}

const orderCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url.endsWith('/admin/orders'));

beforeEach(() => {
  localStorage.setItem('token', 'tok');
});

/** react-admin's own store of the admin, as adminMount.ts makes it. */
const adminStore = () => localStorageStore(undefined, ADMIN_STORE_APP_KEY);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the list call of a cold load, sent with the verify’s answer', () => {
  it('is the very call the admin’s fetch ahead then makes: one request for both', async () => {
    const { requests } = fakeFetch({
      'GET /admin/token/verify': profileWith(fullPermissionSet(true)),
      'POST /admin/orders': rows,
    });
    const { sendListAhead, dataProvider } = await pageLoad();

    sendListAhead('/admin/pending-orders', '');
    await vi.waitFor(() => expect(orderCalls(requests)).toHaveLength(1));
    const list = buyOrderList('pending');
    const answer = await dataProvider.getList(list.resource, defaultListParams(list));

    expect(answer).toMatchObject({ total: 1, data: [{ id: 'o1', sOrderId: 'ORD-1' }] });
    expect(orderCalls(requests)).toHaveLength(1);
    // The pending list's first page, newest first, with its permanent filter.
    expect(orderCalls(requests)[0].body).toMatchObject({ nStart: 0, nLimit: 10, ...list.filter });
  });

  it.each([
    ['a page with a query string', '/admin/pending-orders', '?page=2'],
    ['a page that is not a list fetched ahead', '/admin/customers', ''],
    ['the dashboard', '/admin/dashboard', ''],
  ])('is not sent for %s', async (_case, path, search) => {
    const { requests } = fakeFetch({
      'GET /admin/token/verify': profileWith(fullPermissionSet(true)),
      'POST /admin/orders': rows,
    });
    const { sendListAhead } = await pageLoad();
    sendListAhead(path, search);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('is not sent when the list has choices stored (its sort, page or filters): the List asks for those', async () => {
    adminStore().setItem(buyOrderList('accepted').storeKey, {
      sort: 'sOrderId',
    });
    const { requests } = fakeFetch({
      'GET /admin/token/verify': profileWith(fullPermissionSet(true)),
      'POST /admin/orders': rows,
    });
    const { sendListAhead } = await pageLoad();
    sendListAhead('/admin/accepted-orders', '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(orderCalls(requests)).toEqual([]);
  });

  it('is not sent without the list right', async () => {
    const { requests } = fakeFetch({
      'GET /admin/token/verify': profileWith(permissionSetFrom({ Dashboard: ['View'] })),
      'POST /admin/orders': rows,
    });
    const { sendListAhead } = await pageLoad();
    sendListAhead('/admin/pending-orders', '');
    await vi.waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/v1/admin/token/verify'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(orderCalls(requests)).toEqual([]);
  });
});

describe('the admin store, read without react-admin', () => {
  it('finds what react-admin’s store of the admin keeps, and nothing once removed', () => {
    const store = adminStore();
    expect(isInAdminStore('orders.pending')).toBe(false);
    store.setItem('orders.pending', { page: 2 });
    expect(isInAdminStore('orders.pending')).toBe(true);
    store.removeItem('orders.pending');
    expect(isInAdminStore('orders.pending')).toBe(false);
  });
});
