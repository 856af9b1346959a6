import { describe, expect, it } from 'vitest';
import { dashboardFigures } from '../../src/dashboard/dashboardFigures';
import type { DashboardCounts } from '../../src/domain/types';

const COUNTS: DashboardCounts = {
  wallet: { balance: 1234.123456, currency: 'usd' },
  users: 1500,
  orders: 42,
  totalRevenue: [{ _id: null, total: 2500.5 }],
  revenue: [
    { _id: 'usd', count: 2000.5 },
    { _id: 'gbp', count: 400 },
    { _id: 'aud', count: 12.5 },
  ],
};

/** Intl separates French thousands with a narrow no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('dashboardFigures', () => {
  it('formats en-US amounts in USD with a sigma and at most 4 fraction digits', () => {
    const f = dashboardFigures(COUNTS, 'en-US');
    expect(f).toEqual({
      wallet: 'Σ1,234.1235',
      walletCurrency: 'USD',
      users: '1,500',
      orders: '42',
      revenue: 'Σ2,500.5',
      rows: [
        { currency: 'usd', amount: 'Σ2,000.5' },
        { currency: 'gbp', amount: '£400' },
        { currency: 'aud', amount: 'A$12.5' },
      ],
    });
  });

  it('follows the locale for separators', () => {
    const f = dashboardFigures(COUNTS, 'fr-FR');
    expect(plain(f.users)).toBe('1 500');
    expect(plain(f.wallet)).toMatch(/^1 234,1235 Σ/);
  });

  it('adds up every totalRevenue entry and treats a missing one as zero', () => {
    expect(dashboardFigures({ ...COUNTS, totalRevenue: [] }, 'en-US').revenue).toBe('Σ0');
    const split = {
      ...COUNTS,
      totalRevenue: [
        { _id: null, total: 1 },
        { _id: null, total: 2.25 },
      ],
    };
    expect(dashboardFigures(split, 'en-US').revenue).toBe('Σ3.25');
  });

  it('shows the wallet in its own currency', () => {
    const f = dashboardFigures({ ...COUNTS, wallet: { balance: 10, currency: 'eur' } }, 'en-US');
    expect(f.wallet).toBe('€10');
    expect(f.walletCurrency).toBe('EUR');
  });
});
