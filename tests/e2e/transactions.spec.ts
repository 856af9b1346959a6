import { ADMIN } from './accounts';
import { apiLogin } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { goInApp } from './navigation';
import { ORDERS, OrderListPage, apiOrders, signIn } from './pages/OrdersPage';
import { EN } from './texts';
import { listRows } from './pages/listRows';

// Two lists and two detail pages on a shared 2-core machine.
test.setTimeout(90_000);

test("open a transaction's details from the list, and a wallet transaction's", async ({ page }) => {
  await signIn(page, ADMIN);
  const list = new OrderListPage(page);
  // From the dashboard in the app, as the menu link does (a second cold load tests nothing more).
  await goInApp(page, '/admin/transactions');
  await expect(list.filter).toBeVisible();
  const first = listRows(page).first();
  const orderId = (await first.locator('td').nth(1).innerText()).trim();
  await first.getByRole('link', { name: ORDERS.actions.view_details }).click();
  await expect(page).toHaveURL(/\/admin\/transaction\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: ORDERS.transactions.title })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByRole('table', { name: ORDERS.details.products })).toBeVisible();
  await expect(page.getByText(ORDERS.details.total, { exact: true })).toBeVisible();

  // The invoice: a signed link where the API offers one, the spec's invoice/generate/{id} otherwise.
  const [invoice] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: ORDERS.actions.invoice }).click(),
  ]);
  await invoice.waitForURL(/\/invoice\/generate\//);
  await expect(invoice.getByRole('heading', { level: 1, name: ORDERS.invoice.title })).toBeVisible();
  await expect(invoice.locator('body')).toContainText(orderId);
  await invoice.close();

  // A record that is not there says so, after one call (a 404 is not retried).
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/admin/transaction')) calls.push(request.url());
  });
  await page.goto('/admin/transaction/000000000000000000000000');
  await expect(page.getByRole('alert').filter({ hasText: EN.common.record_not_found }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  expect(calls).toHaveLength(1);

  await list.goto('/admin/transactions');
  const [fromList] = await Promise.all([
    page.waitForEvent('popup'),
    listRows(page).first().getByRole('button', { name: ORDERS.actions.invoice }).click(),
  ]);
  await fromList.waitForURL(/\/invoice\/generate\//);
  await expect(fromList.locator('body')).toContainText(orderId);
  await fromList.close();

  await list.goto('/admin/wallets-transactions');
  await listRows(page).first().click();
  await expect(page).toHaveURL(/\/admin\/transaction-wallet\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: ORDERS.transactions.wallet_title })).toBeVisible();
  await expect(page.getByText(ORDERS.transactions.balance_after)).toBeVisible();
  // The detail survives a reload, without the list: the record call, or the spec's list call.
  await page.reload();
  await expect(page.getByText(ORDERS.transactions.balance_after)).toBeVisible();
});

test('a buy order the admin rejected shows as Refunded in the transactions list and its details', async ({
  page,
  request,
}) => {
  const [order] = await apiOrders(request, ADMIN, '/admin/orders', { status: 1 });
  const token = await apiLogin(request, ADMIN);
  const rejected = await request.put(`/api/v1/admin/order/reject/${order._id}`, {
    headers: { Authorization: token },
    data: { sOrderContent: 'Out of stock' },
  });
  expect(rejected.status()).toBe(200);
  await signIn(page, ADMIN);
  const list = new OrderListPage(page);
  // From the dashboard in the app, as the menu link does (a second cold load tests nothing more).
  await goInApp(page, '/admin/transactions');
  await expect(list.filter).toBeVisible();
  const row = await list.show(order.sOrderId);
  await expect(row).toContainText(ORDERS.payment_status.Refunded);
  await expect(row).not.toContainText(ORDERS.payment_status.Failed);
  await row.getByRole('link', { name: ORDERS.actions.view_details }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDERS.transactions.title })).toBeVisible();
  await expect(page.getByText(ORDERS.payment_status.Refunded, { exact: true })).toBeVisible();
});
