import { waitFor } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subAdmin, SUPER_ADMIN } from '../tests/support/renderAdmin';
import { adminDataProvider } from './admin/adminDataProvider';
import { createQueryClient } from './admin/queryClient';
import { TOKEN_KEY } from './api/session';
import { ADMIN_STORE_APP_KEY } from './common/adminStore';
import type { AccessSubject } from './domain/permissions';
import { FEATURES, prefetchAdminPage } from './features';
import { sendFirstRows } from './firstRows';
import { ADMIN_BASENAME } from './paths';

const ROWS = { data: [{ _id: 'r1', sOrderId: 'GD-1' }], total: 1 };
let requests: { url: string; body: unknown }[];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'tok-first-rows');
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(JSON.stringify(ROWS), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A cold load: the session's start sends the rows, then the admin's shell fetches its page ahead. */
async function coldLoad(path: string, { search = '', subject = SUPER_ADMIN as AccessSubject } = {}) {
  sendFirstRows(path, search, subject);
  const sentEarly = requests.length;
  const queryClient = createQueryClient();
  const store = localStorageStore(undefined, ADMIN_STORE_APP_KEY);
  prefetchAdminPage(path, { queryClient, dataProvider: adminDataProvider, subject, store, search });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { sentEarly, queryClient };
}

/** Every page whose feature fetches a list ahead (the dashboard's counts are not a list). */
const LIST_PAGES = FEATURES.flatMap((feature) =>
  feature.name === 'dashboard' ? [] : Object.keys(feature.prefetch ?? {}),
).map((page) => `${ADMIN_BASENAME}/${page}`);

describe("a cold load's first rows, sent as soon as the verify answers (issue 23)", () => {
  it('covers the list pages the features fetch ahead', () => {
    expect(LIST_PAGES).toEqual(expect.arrayContaining(['/admin/pending-orders', '/admin/transactions']));
  });

  it.each(LIST_PAGES)('%s: the call sent early is the one the list makes, asked for once', async (path) => {
    const { sentEarly, queryClient } = await coldLoad(path);
    expect(sentEarly).toBe(1);
    expect(requests).toHaveLength(1);
    const answers = queryClient.getQueriesData<{ data: unknown[] }>({ predicate: () => true });
    expect(answers.map(([, data]) => data?.data.length)).toEqual([1]);
  });

  it('sends nothing to a sub-admin without the list right, nor for a page without a list', async () => {
    expect(
      (await coldLoad('/admin/pending-orders', { subject: subAdmin({ Customers: ['View'] }) })).sentEarly,
    ).toBe(0);
    expect((await coldLoad('/admin/customers')).sentEarly).toBe(0);
    expect((await coldLoad('/admin/dashboard')).sentEarly).toBe(0);
    expect(requests.filter((request) => request.url.includes('/admin/orders'))).toHaveLength(0);
  });

  it('sends nothing when the list opens elsewhere than its defaults: a query string, stored choices', async () => {
    expect((await coldLoad('/admin/pending-orders', { search: '?page=2' })).sentEarly).toBe(0);
    const store = localStorageStore(undefined, ADMIN_STORE_APP_KEY);
    store.setItem('orders.pending', { filter: {}, sort: 'sOrderId', order: 'ASC', page: 1, perPage: null });
    expect((await coldLoad('/admin/pending-orders')).sentEarly).toBe(0);
    // react-admin's own record of untouched defaults is no choice: the rows go early.
    store.setItem('orders.pending', { filter: {}, sort: null, order: null, page: 1, perPage: null });
    expect((await coldLoad('/admin/pending-orders')).sentEarly).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it('sends nothing without a session', () => {
    localStorage.removeItem(TOKEN_KEY);
    sendFirstRows('/admin/pending-orders', '', SUPER_ADMIN);
    expect(requests).toHaveLength(0);
  });
});

describe('stored choices that are not JSON', () => {
  it("count as none, as for the shell's fetch ahead: the one call goes early, once", async () => {
    localStorage.setItem(`RaStore${ADMIN_STORE_APP_KEY}.orders.pending`, '{not json');
    expect((await coldLoad('/admin/pending-orders')).sentEarly).toBe(1);
    expect(requests).toHaveLength(1);
  });
});
