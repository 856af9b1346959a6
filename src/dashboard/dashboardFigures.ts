/** The dashboard's figures as displayed: pure, so the formatting rules are tested without React. */
import { formatCount, formatDashboardAmount } from '../domain/format';
import type { DashboardCounts } from '../domain/types';

export interface RevenueRow {
  currency: string;
  amount: string;
}

export interface DashboardFigures {
  wallet: string;
  walletCurrency: string;
  users: string;
  orders: string;
  revenue: string;
  rows: RevenueRow[];
}

const amountOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Amounts use the dashboard rule (at most 4 fraction digits, the dollar sign shown as a sigma);
 * the wallet is in its currency (USD), the total revenue in USD.
 */
export function dashboardFigures(counts: DashboardCounts, locale: string): DashboardFigures {
  const walletCurrency = counts.wallet?.currency ?? 'usd';
  const totalRevenue = (counts.totalRevenue ?? []).reduce((sum, entry) => sum + amountOf(entry?.total), 0);
  return {
    wallet: formatDashboardAmount(amountOf(counts.wallet?.balance), walletCurrency, locale),
    walletCurrency: walletCurrency.toUpperCase(),
    users: formatCount(amountOf(counts.users), locale),
    orders: formatCount(amountOf(counts.orders), locale),
    revenue: formatDashboardAmount(totalRevenue, 'usd', locale),
    // A revenue row's amount is in its own currency (docs/api.md: `count` is the total paid in it).
    rows: (counts.revenue ?? []).map((row) => ({
      currency: row._id,
      amount: formatDashboardAmount(amountOf(row.count), row._id, locale),
    })),
  };
}
