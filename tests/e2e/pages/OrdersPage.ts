import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { orders as ORDERS } from '../../../src/orders/i18n/en';
import type { OrderRecord } from '../../../src/domain/orders';
import type { Account } from '../accounts';
import { apiLogin } from '../api';
import { DashboardPage } from './DashboardPage';
import { LoginPage } from './LoginPage';
import { listRows } from './listRows';

export { ORDERS };

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, account: Account): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account);
  await new DashboardPage(page).expectShown();
}

/** Orders straight from the API (to pick one that fits a scenario). */
export async function apiOrders(
  request: APIRequestContext,
  account: Account,
  path: '/admin/orders' | '/admin/sellorders',
  body: object,
): Promise<OrderRecord[]> {
  const token = await apiLogin(request, account);
  const response = await request.post(`/api/v1${path}`, {
    headers: { Authorization: token },
    data: { nLimit: 100, ...body },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OrderRecord[] }).data;
}

/** One of the buy or sell order lists. */
export class OrderListPage {
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.filter = page.getByPlaceholder(ORDERS.lists.order_id_filter);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.filter).toBeVisible();
  }

  /** Filters on one order id and answers its row. */
  async show(orderId: string): Promise<Locator> {
    await this.filter.fill(orderId);
    const row = this.row(orderId);
    await expect(row).toBeVisible();
    await expect(listRows(this.page)).toHaveCount(1);
    return row;
  }

  row(orderId: string): Locator {
    return listRows(this.page).filter({ hasText: orderId });
  }

  action(row: Locator, name: string): Locator {
    return row.getByRole('button', { name, exact: true });
  }
}
