import { expect, type Locator, type Page } from '@playwright/test';
import { formatDashboardAmount } from '../../../src/domain/format';
import type { DashboardCounts } from '../../../src/domain/types';

export type Figure = 'wallet' | 'users' | 'orders' | 'revenue';

/** The numbers written in a text, as en-US formats them (1,234.5678). */
export function numbersIn(text: string): number[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((match) => Number(match.replace(/,/g, '')));
}

/** Amounts are shown with at most 4 fraction digits. */
const shown = (amount: number) => Math.round(amount * 10_000) / 10_000;

/** /admin/dashboard: figure tiles and the revenue table, found by their test ids. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/dashboard');
  }

  figure(name: Figure): Locator {
    return this.page.getByTestId(`dashboard-${name}`);
  }

  revenueRow(currency: string): Locator {
    return this.page.getByTestId(`dashboard-revenue-${currency}`);
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/dashboard$/);
    // The first screen after sign-in also loads the lazy admin chunk: on a busy 2-core CI machine that
    // took just over the default 10 s once in 36 runs.
    await expect(this.figure('users')).toHaveText(/\d/, { timeout: 20_000 });
  }

  private async expectNumber(locator: Locator, expected: number): Promise<void> {
    await expect(locator).toHaveText(/\d/);
    expect(numbersIn(await locator.innerText())).toContain(shown(expected));
  }

  /** Every figure and revenue row shows what GET /admin/dashboard/count answered. */
  async expectFigures(counts: DashboardCounts): Promise<void> {
    const { wallet } = counts;
    await expect(this.figure('wallet')).toContainText(formatDashboardAmount(wallet.balance, wallet.currency));
    await this.expectNumber(this.figure('users'), counts.users);
    await this.expectNumber(this.figure('orders'), counts.orders);
    const total = counts.totalRevenue[0]?.total ?? 0;
    await expect(this.figure('revenue')).toContainText(formatDashboardAmount(total));
    for (const row of counts.revenue) {
      await expect(this.revenueRow(row._id)).toContainText(row._id, { ignoreCase: true });
      await this.expectNumber(this.revenueRow(row._id), row.count);
    }
  }
}
