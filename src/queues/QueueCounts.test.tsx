import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN, fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import { Menu } from '../layout/Menu';
import { useApiAction } from '../common/useApiAction';
import { QUEUE_POLL_STORAGE_KEY } from './poller';

/** Totals per list, as the API would count them; `pending` can change between calls. */
function lists(totals = { pending: 3, accepted: 5, sell: 2, kyc: 4 }) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    const filter = params.filter as Record<string, unknown>;
    const total =
      resource === 'kyc'
        ? totals.kyc
        : resource === 'sellOrders'
          ? totals.sell
          : filter.status === 1
            ? totals.pending
            : totals.accepted;
    return { data: [], total };
  });
  return { totals, getList };
}

const item = (name: string) => screen.findByRole('menuitem', { name });
/** The entry's name stays the list's; its count is the description screen readers hear after it. */
async function expectWaiting(name: string, description: string) {
  await waitFor(async () => expect(await item(name)).toHaveAccessibleDescription(description));
}

describe('work queue counts in the sidebar', () => {
  it('shows each count beside its list, read as "n waiting", asking one row of the list', async () => {
    const { getList } = lists();
    renderAdmin(<Menu />, { path: '/admin/pending-orders', dataProvider: fakeDataProvider({ getList }) });
    await expectWaiting('Pending Orders', '3 waiting');
    expect(await item('Pending Orders')).toHaveAttribute('href', '/admin/pending-orders');
    await expectWaiting('Accepted Orders', '5 waiting');
    expect(getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ pagination: { page: 1, perPage: 1 }, filter: { eType: 'Buy', status: 1 } }),
    );
    expect(getList).toHaveBeenCalledWith(
      'kyc',
      expect.objectContaining({ filter: { where: 'sKycStatus', where_value: 's' } }),
    );
    expect(getList).toHaveBeenCalledWith(
      'sellOrders',
      expect.objectContaining({ filter: { eType: 'Sell', eStatus: 'Pending', status: 1 } }),
    );
  });

  it("sums a folded group's counts on its header", async () => {
    const { getList } = lists();
    renderAdmin(<Menu />, { path: '/admin/dashboard', dataProvider: fakeDataProvider({ getList }) });
    await expectWaiting('Orders', '8 waiting');
    expect(await item('Orders')).toHaveAttribute('aria-expanded', 'false');
    await expectWaiting('KYC', '4 waiting');
    expect(within(await item('Sell Cards Orders')).getByTestId('queue-count-group')).toHaveAttribute(
      'data-count',
      '2',
    );
    fireEvent.click(await item('Orders'));
    await expectWaiting('Pending Orders', '3 waiting');
    expect(await item('Orders')).not.toHaveAttribute('aria-describedby');
  });

  it('hides the counts of lists the user may not see, and never asks for them', async () => {
    const { getList } = lists();
    renderAdmin(<Menu />, {
      path: '/admin/kyc/submitted',
      subject: subAdmin({ Dashboard: ['View'], Customers: ['View'] }),
      dataProvider: fakeDataProvider({ getList }),
    });
    await expectWaiting('Submitted', '4 waiting');
    expect(screen.queryByRole('menuitem', { name: /Orders/ })).toBeNull();
    expect(screen.getAllByTestId(/^queue-count-/)).toHaveLength(1);
    expect(getList.mock.calls.map(([resource]) => resource)).toEqual(['kyc']);
  });

  it('shows no count at all to a user without any queue list', async () => {
    const { getList } = lists();
    renderAdmin(<Menu />, {
      subject: subAdmin({ Dashboard: ['View'], 'Category Managements': ['View'] }),
      dataProvider: fakeDataProvider({ getList }),
    });
    expect(await item('Dashboard')).toBeInTheDocument();
    expect(screen.queryByTestId(/^queue-count-/)).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });

  it('hides an empty queue and one whose count failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi.fn(async (resource: string) => {
      if (resource === 'kyc') throw new Error('down');
      return { data: [], total: 0 };
    });
    renderAdmin(<Menu />, { path: '/admin/kyc/submitted', dataProvider: fakeDataProvider({ getList }) });
    // The four queue counts (the menu also asks the audit list for one row: an extension probe).
    await waitFor(() =>
      expect(getList.mock.calls.filter(([resource]) => resource !== 'audit')).toHaveLength(4),
    );
    expect(await item('Submitted')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByTestId(/^queue-count-/)).toBeNull();
    vi.restoreAllMocks();
  });

  it("follows the user's own review at once, without waiting for the next poll", async () => {
    const { totals, getList } = lists();
    const acceptOrder = vi.fn(async () => ({ message: 'Order accepted successfully.' }));
    const Accept = () => {
      const { run } = useApiAction(
        (dataProvider) => dataProvider.acceptOrder({ cartId: 'o1', nQuantity: 1, data: [] }),
        {
          invalidates: ['orders'],
        },
      );
      return <button onClick={() => void run(undefined)}>Accept</button>;
    };
    renderAdmin(
      <>
        <Menu />
        <Accept />
      </>,
      {
        path: '/admin/pending-orders',
        dataProvider: fakeDataProvider({ getList, acceptOrder }),
        subject: SUPER_ADMIN,
      },
    );
    await expectWaiting('Pending Orders', '3 waiting');

    totals.pending = 2;
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));

    await expectWaiting('Pending Orders', '2 waiting');
    expect(acceptOrder).toHaveBeenCalledTimes(1);
  });
});

describe('work queue polling', () => {
  afterEach(() => {
    localStorage.removeItem(QUEUE_POLL_STORAGE_KEY);
    vi.useRealTimers();
  });

  it('asks every period, and a failing count doubles its wait after each failure', async () => {
    localStorage.setItem(QUEUE_POLL_STORAGE_KEY, '1000');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked: Record<string, number[]> = { orders: [], kyc: [] };
    const start = Date.now();
    const getList = vi.fn(async (resource: string) => {
      if (resource in asked) asked[resource].push(Date.now() - start);
      if (resource === 'kyc') throw new Error('down');
      return { data: [], total: 1 };
    });
    renderAdmin(<Menu />, { path: '/admin/dashboard', dataProvider: fakeDataProvider({ getList }) });
    await act(() => vi.advanceTimersByTimeAsync(7_500));
    const gaps = (times: number[]) => times.slice(1).map((t, i) => Math.round((t - times[i]) / 1000));
    // Two counts of orders (pending, accepted) each second; kyc after 2 s, then 4 s.
    expect(asked.orders.length).toBeGreaterThanOrEqual(14);
    expect(gaps(asked.kyc)).toEqual([2, 4]);
  });
});
