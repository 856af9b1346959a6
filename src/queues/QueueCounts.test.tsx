import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN, fakeDataProvider, renderAdmin, subAdmin } from '../common/testing';
import { Menu } from '../layout/Menu';
import { withQueueSignals } from './queueSignal';

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

const item = (name: RegExp) => screen.findByRole('menuitem', { name });

describe('work queue counts in the sidebar', () => {
  it('shows each count beside its list, read as "n waiting", asking one row of the list', async () => {
    const { getList } = lists();
    renderAdmin(<Menu />, { path: '/admin/pending-orders', dataProvider: fakeDataProvider({ getList }) });
    expect(await item(/^Pending Orders\s*3 waiting$/)).toHaveAttribute('href', '/admin/pending-orders');
    expect(await item(/^Accepted Orders\s*5 waiting$/)).toBeInTheDocument();
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
    const orders = await item(/^Orders\s*8 waiting$/);
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(await item(/^KYC\s*4 waiting$/)).toBeInTheDocument();
    expect(within(await item(/^Sell Cards Orders/)).getByTestId('queue-count-group')).toHaveAttribute(
      'data-count',
      '2',
    );
  });

  it('hides the counts of lists the user may not see, and never asks for them', async () => {
    const { getList } = lists();
    renderAdmin(<Menu />, {
      path: '/admin/kyc/submitted',
      subject: subAdmin({ Dashboard: ['View'], Customers: ['View'] }),
      dataProvider: fakeDataProvider({ getList }),
    });
    expect(await item(/^Submitted\s*4 waiting$/)).toBeInTheDocument();
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
    expect(await item(/^Dashboard$/)).toBeInTheDocument();
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
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(4));
    expect(await item(/^Submitted$/)).toBeInTheDocument();
    expect(screen.queryByTestId(/^queue-count-/)).toBeNull();
    vi.restoreAllMocks();
  });

  it("follows the user's own review at once, without waiting for the next poll", async () => {
    const { totals, getList } = lists();
    const acceptOrder = vi.fn(async () => ({ message: 'Order accepted successfully.' }));
    const dataProvider = withQueueSignals(fakeDataProvider({ getList, acceptOrder }));
    renderAdmin(<Menu />, { path: '/admin/pending-orders', dataProvider, subject: SUPER_ADMIN });
    await item(/^Pending Orders\s*3 waiting$/);

    totals.pending = 2;
    await (dataProvider as unknown as { acceptOrder: () => Promise<unknown> }).acceptOrder();

    expect(await item(/^Pending Orders\s*2 waiting$/)).toBeInTheDocument();
    expect(acceptOrder).toHaveBeenCalledTimes(1);
  });
});
