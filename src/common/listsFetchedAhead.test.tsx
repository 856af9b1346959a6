import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin, subAdmin, SUPER_ADMIN } from '../../tests/support/renderAdmin';
import { createQueryClient } from '../admin/queryClient';
import type { GiftdeskDataProvider } from '../api/dataProvider';
import { prefetchAdminPage } from '../features';
import { LIST_ORDER } from '../../tests/support/orderFixture';
import { AcceptedOrders, DeliveredOrders, PendingOrders } from '../orders/BuyOrderList';
import { ApprovedSellOrders, PendingSellOrders, RejectedSellOrders } from '../orders/SellOrderList';
import { TransactionList } from '../transactions/TransactionList';
import { WalletTransactionList } from '../transactions/WalletTransactionList';

/** Each list whose rows a cold load fetches ahead, its path, and what react-admin's List asks for. */
const LISTS: [string, () => ReactElement, string, Record<string, unknown>][] = [
  ['/admin/pending-orders', PendingOrders, 'orders', { eType: 'Buy', status: 1 }],
  ['/admin/accepted-orders', AcceptedOrders, 'orders', { eType: 'Buy', status: 2 }],
  ['/admin/delevered-orders', DeliveredOrders, 'orders', { eType: 'Buy', status: 3 }],
  [
    '/admin/sellcards/pending',
    PendingSellOrders,
    'sellOrders',
    { eType: 'Sell', eStatus: 'Pending', status: 1 },
  ],
  [
    '/admin/sellcards/rejected',
    RejectedSellOrders,
    'sellOrders',
    { eType: 'Sell', eStatus: 'Denied', status: 1 },
  ],
  ['/admin/sellcards/approve', ApprovedSellOrders, 'sellOrders', { eType: 'Sell', eStatus: 'Complete' }],
  ['/admin/transactions', TransactionList, 'transactions', {}],
  ['/admin/wallets-transactions', WalletTransactionList, 'walletTransactions', {}],
];

/** A cold load: the admin's start fetches the page's rows, then the list mounts over the same cache. */
async function fetchAheadThenMount(
  path: string,
  List: () => ReactElement,
  { search = '', store = memoryStore(), subject = SUPER_ADMIN } = {},
) {
  const getList = vi.fn(async () => ({ data: [LIST_ORDER], total: 1 }));
  const dataProvider = fakeDataProvider({ getList });
  const queryClient = createQueryClient();
  const context = { queryClient, dataProvider: dataProvider as GiftdeskDataProvider, subject, store, search };
  prefetchAdminPage(path, context);
  const calledAhead = getList.mock.calls.length;
  // The answer is usually back before the list has mounted.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // As the orders module mounts them: a buy list's path plus an order id opens that order.
  const route = path.endsWith('-orders') ? '/admin/:list/*' : '/admin/*';
  renderAdmin(<List />, { dataProvider, queryClient, store, path, route });
  return { getList, calledAhead, queryClient };
}

describe('a cold load of a list (issue 23)', () => {
  it.each(LISTS)(
    "%s shows the rows fetched ahead without asking again: react-admin's own query",
    async (path, List, resource, filter) => {
      const { getList, calledAhead, queryClient } = await fetchAheadThenMount(path, List);
      expect(calledAhead).toBe(1);
      expect(getList).toHaveBeenCalledWith(resource, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'dCreatedAt', order: 'DESC' },
        filter,
      });
      await screen.findByText('GD42');
      // The list's query runs once react-admin's checks allow it: a stale answer would be asked again then.
      const rows = queryClient.getQueryCache().find({ queryKey: [resource, 'getList'], exact: false });
      await waitFor(() => expect(rows?.isDisabled()).toBe(false));
      expect(getList).toHaveBeenCalledTimes(1);
    },
  );

  it('fetches nothing ahead for a stored sort, a query string or a user without the list', async () => {
    const store = memoryStore({
      'orders.pending': { sort: 'nTotalAmount', order: 'ASC', page: 1, perPage: 10, filter: {} },
    });
    const cases = [
      await fetchAheadThenMount('/admin/pending-orders', PendingOrders, { store }),
      await fetchAheadThenMount('/admin/pending-orders', PendingOrders, { search: '?page=2' }),
      await fetchAheadThenMount('/admin/sellcards/pending', PendingSellOrders, {
        subject: subAdmin({ Customers: ['View'] }),
      }),
    ];
    expect(cases.map(({ calledAhead }) => calledAhead)).toEqual([0, 0, 0]);
  });
});
