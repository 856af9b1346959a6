/** The dashboard's figures as displayed: pure, so the formatting rules are tested without React. */
import { formatDashboardAmount } from '../domain/format';
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

/** A revenue row's amount, in its own currency (docs/api.md: `count` is the total paid in it). */
export const revenueAmount = (amount: number, currency: string, locale: string): string =>
  formatDashboardAmount(amount, currency, locale);

/**
 * Amounts use the dashboard rule (at most 4 fraction digits, the dollar sign shown as a sigma);
 * the wallet is in its currency (USD), the total revenue in USD.
 */
export function dashboardFigures(counts: DashboardCounts, locale: string): DashboardFigures {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const walletCurrency = counts.wallet?.currency ?? 'usd';
  const totalRevenue = (counts.totalRevenue ?? []).reduce((sum, entry) => sum + amountOf(entry?.total), 0);
  return {
    wallet: formatDashboardAmount(amountOf(counts.wallet?.balance), walletCurrency, locale),
    walletCurrency: walletCurrency.toUpperCase(),
    users: integer.format(amountOf(counts.users)),
    orders: integer.format(amountOf(counts.orders)),
    revenue: formatDashboardAmount(totalRevenue, 'usd', locale),
    rows: (counts.revenue ?? []).map((row) => ({
      currency: row._id,
      amount: revenueAmount(amountOf(row.count), row._id, locale),
    })),
  };
}
