import type { APIRequestContext } from '@playwright/test';
import { search as SEARCH } from '../../src/search/i18n/en';
import { ADMIN, EDITOR } from './accounts';
import { apiLogin } from './api';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { apiOrders, ORDERS, signIn } from './pages/OrdersPage';

// Reads only: the shared server is enough.
test.setTimeout(60_000);

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: SEARCH.label });

async function firstCustomer(request: APIRequestContext) {
  const token = await apiLogin(request, ADMIN);
  const response = await request.post('/api/v1/admin/user/list', {
    headers: { Authorization: token },
    data: { start: 0, limit: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { _id: string; sEmail: string; sFullName: string }[] }).data[0];
}

test('the global search finds an order by id and opens its details', async ({ page, request }) => {
  const [order] = await apiOrders(request, ADMIN, '/admin/orders', { status: 2 });
  await signIn(page, ADMIN);

  await searchBox(page).fill(order.sOrderId);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText(SEARCH.kinds.orders, { exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: new RegExp(order.sOrderId) })).toBeVisible();
  await searchBox(page).press('Enter');

  // The order's own address (a link a colleague can open), over its list filtered by its id.
  await expect(page).toHaveURL(new RegExp(`/admin/accepted-orders/${order.sOrderId}\\?filter=`));
  const details = page.getByRole('dialog', { name: new RegExp(ORDERS.details.title) });
  await expect(details).toBeVisible();
  await expect(details).toContainText(order.sOrderId);
  await expect(details).toContainText(ORDERS.status.accepted);
  // The list behind it is filtered to that order.
  await details.getByRole('button', { name: ORDERS.actions.close }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(order.sOrderId);
});

test('/ focuses the search, which finds a customer by email and opens the customer view', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request);
  await signIn(page, ADMIN);

  // The bar's tools come just after the page (layout/AppBar.tsx): a `/` before the search shows
  // has nothing to focus (1 run in CI pressed it first and waited 10 s for a focus that never came).
  await expect(searchBox(page)).toBeVisible();
  await page.locator('body').press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(customer.sEmail);
  const option = page.getByRole('option', { name: new RegExp(customer.sEmail.replace(/\./g, '\\.')) });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/admin/customer/view/${customer._id}$`));
  await expect(page.getByText(customer.sEmail).first()).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
});

test('a sub-admin searches only what they may view; on a phone the search is an icon', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const login = new LoginPage(page);
  await login.goto();
  await login.login(EDITOR);
  // The first admin screen also loads the lazy admin chunk (see DashboardPage.expectShown).
  await page.getByRole('button', { name: SEARCH.open, exact: true }).click({ timeout: 20_000 });
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('Steam');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText(SEARCH.kinds.category, { exact: true })).toBeVisible();
  await expect(listbox.getByText(SEARCH.kinds.customers, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: SEARCH.open, exact: true })).toBeVisible();
});
