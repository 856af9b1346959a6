import { screen, waitFor } from '@testing-library/react';
import { HttpError, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  SUPER_ADMIN,
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
  subAdmin,
} from '../../tests/support/renderAdmin';
import { formatDashboardAmount } from '../domain/format';
import { permissionSetFrom } from '../domain/permissions';
import type { DashboardCounts } from '../domain/types';
import { Dashboard } from './Dashboard';
import { createQueryClient } from '../admin/queryClient';
import type { GiftdeskDataProvider } from '../api/dataProvider';
import { prefetchAdminPage } from '../features';

const COUNTS: DashboardCounts = {
  wallet: { balance: 15234.56789, currency: 'usd' },
  users: 1204,
  orders: 389,
  totalRevenue: [{ _id: null, total: 98765.4321 }],
  revenue: [
    { _id: 'usd', count: 50000.125 },
    { _id: 'eur', count: 12000 },
  ],
};

const PATH = '/admin/dashboard';
/** A cold load's store and query string: nothing chosen, none. */
const PAGE_LOAD = { store: memoryStore(), search: '' };
/** The work queues and the revenue chart, which these tests do not look at. */
const EXTRAS = {
  getList: async () => ({ data: [], total: 0 }),
  getRevenueSeries: async () => ({ from: '', to: '', interval: 'month', series: [] }),
};

describe('Dashboard', () => {
  it('shows the figures getDashboard returned, amounts in USD with a sigma', async () => {
    const getDashboard = vi.fn(async () => COUNTS);
    renderAdmin(<Dashboard />, { path: PATH, dataProvider: fakeDataProvider({ ...EXTRAS, getDashboard }) });

    expect(await screen.findByTestId('dashboard-wallet')).toHaveTextContent('Σ15,234.5679');
    expect(screen.getByText('Balance in USD')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-users')).toHaveTextContent('1,204');
    expect(screen.getByTestId('dashboard-orders')).toHaveTextContent('389');
    expect(screen.getByTestId('dashboard-revenue')).toHaveTextContent(formatDashboardAmount(98765.4321));
    expect(screen.getByTestId('dashboard-revenue-usd')).toHaveTextContent('US dollar');
    expect(screen.getByTestId('dashboard-revenue-usd')).toHaveTextContent('Σ50,000.125');
    expect(screen.getByTestId('dashboard-revenue-eur')).toHaveTextContent('€12,000');
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('shows the figures a cold load asked for ahead of its first render, without asking again', async () => {
    const getDashboard = vi.fn(async () => COUNTS);
    const dataProvider = fakeDataProvider({ ...EXTRAS, getDashboard });
    const queryClient = createQueryClient();
    const context = { queryClient, dataProvider: dataProvider as GiftdeskDataProvider, ...PAGE_LOAD };
    prefetchAdminPage(PATH, { ...context, subject: SUPER_ADMIN });
    expect(getDashboard).toHaveBeenCalledTimes(1);

    renderAdmin(<Dashboard />, { path: PATH, dataProvider, queryClient });

    expect(await screen.findByTestId('dashboard-users')).toHaveTextContent('1,204');
    expect(getDashboard).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing ahead for a user without Dashboard View, nor for another page', () => {
    const getDashboard = vi.fn(async () => COUNTS);
    const context = {
      queryClient: createQueryClient(),
      dataProvider: fakeDataProvider({ ...EXTRAS, getDashboard }) as GiftdeskDataProvider,
      ...PAGE_LOAD,
    };
    prefetchAdminPage(PATH, { ...context, subject: subAdmin({ 'Gift Card Management': ['View'] }) });
    prefetchAdminPage('/admin/pending-orders', { ...context, subject: SUPER_ADMIN });
    expect(getDashboard).not.toHaveBeenCalled();
  });

  it('sends a user without Dashboard View to the no-permission page without calling the API', async () => {
    const getDashboard = vi.fn(async () => COUNTS);
    const authProvider = fakeAuthProvider({
      aPermissions: permissionSetFrom({ 'Gift Card Management': ['View'] }),
    });
    const { pathname } = renderAdmin(<Dashboard />, {
      path: PATH,
      authProvider,
      dataProvider: fakeDataProvider({ ...EXTRAS, getDashboard }),
    });
    await waitFor(() => expect(pathname()).toBe('/admin/nopermission'));
    expect(getDashboard).not.toHaveBeenCalled();
  });

  it('lets a sub-admin with Dashboard View in', async () => {
    const authProvider = fakeAuthProvider({ aPermissions: permissionSetFrom({ Dashboard: ['View'] }) });
    const { pathname } = renderAdmin(<Dashboard />, {
      path: PATH,
      authProvider,
      dataProvider: fakeDataProvider({ ...EXTRAS, getDashboard: async () => COUNTS }),
    });
    expect(await screen.findByTestId('dashboard-users')).toHaveTextContent('1,204');
    expect(pathname()).toBe(PATH);
  });

  it("shows the server's message when the figures cannot be loaded", async () => {
    // react-admin logs failed data provider calls; the notice is what this test checks.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getDashboard = vi.fn(async () => {
      throw new HttpError('Dashboard is resting.', 500);
    });
    renderAdmin(<Dashboard />, {
      path: PATH,
      authProvider: fakeAuthProvider(SUPER_ADMIN),
      dataProvider: fakeDataProvider({ ...EXTRAS, getDashboard }),
    });
    expect(await screen.findByText('Dashboard is resting.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-users')).toHaveTextContent('—');
    vi.restoreAllMocks();
  });
});
