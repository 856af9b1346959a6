import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { callExtension } from '../api/extensions';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import type { RevenueAnswer } from '../domain/revenue';
import type { DashboardCounts } from '../domain/types';
import { Dashboard } from './Dashboard';
import { lastTwelveMonths } from './useRevenueSeries';

const COUNTS: DashboardCounts = {
  wallet: { balance: 1, currency: 'usd' },
  users: 1,
  orders: 1,
  totalRevenue: [{ _id: null, total: 1 }],
  revenue: [],
};
const points = (totals: number[]) =>
  totals.map((total, i) => ({ date: `2026-${String(i + 1).padStart(2, '0')}-01`, total, count: 1 }));
const REVENUE: RevenueAnswer = {
  from: '2026-01-01',
  to: '2026-03-31',
  interval: 'month',
  series: [
    { currency: 'eur', points: points([10, 20, 30]) },
    { currency: 'usd', points: points([100, 200, 300]) },
  ],
};
const PATH = '/admin/dashboard';

function provider(overrides: Record<string, unknown> = {}) {
  return fakeDataProvider({
    getDashboard: async () => COUNTS,
    getList: async (resource: string) => ({ data: [], total: resource === 'kyc' ? 7 : 2 }),
    getRevenueSeries: vi.fn(async () => REVENUE),
    ...overrides,
  });
}

describe('Dashboard work queues and revenue chart', () => {
  it('shows each queue as a card linking to its list', async () => {
    renderAdmin(<Dashboard />, { path: PATH, dataProvider: provider() });
    const kyc = await screen.findByRole('link', { name: /KYC records to review/ });
    expect(kyc).toHaveAttribute('href', '/admin/kyc/submitted');
    await waitFor(() => expect(screen.getByTestId('queue-card-count-submittedKyc')).toHaveTextContent('7'));
    expect(screen.getByRole('link', { name: /Paid orders to accept/ })).toHaveAttribute(
      'href',
      '/admin/pending-orders',
    );
    expect(screen.getByRole('link', { name: /Accepted orders to deliver/ })).toHaveAttribute(
      'href',
      '/admin/accepted-orders',
    );
    expect(screen.getByRole('link', { name: /Sell orders to review/ })).toHaveAttribute(
      'href',
      '/admin/sellcards/pending',
    );
  });

  it('shows only the queues the user may see, and no section without any', async () => {
    const { unmount } = renderAdmin(<Dashboard />, {
      path: PATH,
      subject: subAdmin({ Dashboard: ['View'], 'Gift Card Management': ['View'] }),
      dataProvider: provider(),
    });
    expect(await screen.findByRole('link', { name: /Paid orders to accept/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /KYC records/ })).toBeNull();
    unmount();

    renderAdmin(<Dashboard />, {
      path: PATH,
      subject: subAdmin({ Dashboard: ['View'] }),
      dataProvider: provider(),
    });
    expect(await screen.findByTestId('dashboard-users')).toHaveTextContent('1');
    expect(screen.queryByRole('heading', { name: 'Waiting for you' })).toBeNull();
  });

  it('asks the last 12 months per month and charts the largest currency first, the others a click away', async () => {
    const getRevenueSeries = vi.fn(async () => REVENUE);
    renderAdmin(<Dashboard />, { path: PATH, dataProvider: provider({ getRevenueSeries }) });
    expect(await screen.findByRole('heading', { name: 'Revenue over time' })).toBeInTheDocument();
    const choice = await screen.findByRole('group', { name: 'Currency' });
    expect(choice).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'EUR' }));
    expect(screen.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    expect(getRevenueSeries).toHaveBeenCalledWith(lastTwelveMonths());
  });

  it('hides the chart when the API has no revenue call (404)', async () => {
    const getRevenueSeries = vi.fn(async () =>
      callExtension('revenue', () => Promise.reject(new HttpError('Route not found.', 404))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<Dashboard />, { path: PATH, dataProvider: provider({ getRevenueSeries }) });
    expect(await screen.findByRole('heading', { name: 'Waiting for you' })).toBeInTheDocument();
    await waitFor(() => expect(getRevenueSeries).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('revenue-chart')).toBeNull());
    vi.restoreAllMocks();
  });

  it("shows another failure's message in the card", async () => {
    const getRevenueSeries = vi.fn(async () => Promise.reject(new HttpError('Revenue is resting.', 500)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<Dashboard />, { path: PATH, dataProvider: provider({ getRevenueSeries }) });
    expect(await screen.findByText('Revenue is resting.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('lastTwelveMonths', () => {
  it('runs from the first of the month 11 months back to today', () => {
    expect(lastTwelveMonths(new Date('2026-11-23T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2026-11-23',
      interval: 'month',
    });
  });
});
