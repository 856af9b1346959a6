/**
 * The audit trail: accepting then delivering an order (codes given) appears in the trail
 * with the actor and the codes masked, in the list and in the order's History panel; an admin
 * without the Audit right sees neither.
 */
import { audit as AUDIT } from '../../src/audit/i18n/en';
import { ADMIN, EDITOR } from './accounts';
import { expect, isolatedTest as test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { LoginPage } from './pages/LoginPage';
import { apiOrders, ORDERS, OrderListPage, signIn } from './pages/OrdersPage';
import { EN } from './texts';

const A = ORDERS.actions;
const CODE = 'E2E-AUDIT-CODE-7788';
const SERIAL = 'E2E-SERIAL-2333';
test.setTimeout(90_000);

test('accept then deliver an order: both in the audit trail with the actor and masked codes', async ({
  page,
  request,
}) => {
  const pending = await apiOrders(request, ADMIN, '/admin/orders', { status: 1 });
  // One unit: the one code given at accept is all its delivery needs (one code per unit).
  const order = pending.find((item) => item.nQuantity === 1);
  if (!order) throw new Error('no pending order with 1 unit in the seed');
  await signIn(page, ADMIN);

  const list = new OrderListPage(page);
  await list.goto('/admin/pending-orders');
  await list.action(await list.show(order.sOrderId), A.accept).click();
  const accept = page.getByRole('dialog', { name: `Accept order ${order.sOrderId}` });
  await accept.getByLabel('Code 1', { exact: true }).fill(CODE);
  await accept.getByLabel('Serial 1', { exact: true }).fill(SERIAL);
  await accept.getByRole('button', { name: ORDERS.codes.submit_accept, exact: true }).click();
  await expect(page.getByText('Order accepted successfully.')).toBeVisible();

  await list.goto('/admin/accepted-orders');
  await list.action(await list.show(order.sOrderId), A.deliver).click();
  const deliver = page.getByRole('dialog', { name: `Deliver order ${order.sOrderId}` });
  await deliver.getByRole('button', { name: ORDERS.codes.submit_deliver, exact: true }).click();
  await expect(page.getByText('Order delivered successfully.')).toBeVisible();

  // The menu leads to the trail; the record filter comes from the URL like any list filter.
  await new AdminShell(page).menuItem(AUDIT.menu).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ iRecordId: order._id }))}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const [delivered, accepted] = [rows.nth(0), rows.nth(1)];
  await expect(delivered).toContainText(AUDIT.actions.order.deliver);
  await expect(accepted).toContainText(AUDIT.actions.order.accept);
  for (const row of [delivered, accepted]) {
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText(order.sOrderId);
  }
  await expect(accepted).toContainText('••••7788');
  await expect(accepted).toContainText('••••2333');
  await expect(page.locator('main')).not.toContainText(CODE);
  await expect(page.locator('main')).not.toContainText(SERIAL);

  await list.goto('/admin/delevered-orders');
  await list.action(await list.show(order.sOrderId), A.view_details).click();
  const details = page.getByRole('dialog', { name: new RegExp(ORDERS.details.title) });
  const history = details.getByTestId('audit-history');
  await expect(history).toContainText(`${AUDIT.history} (2)`);
  await history.getByRole('button', { name: new RegExp(AUDIT.history) }).click();
  await expect(history.getByTestId('audit-history-entry')).toHaveCount(2);
  await expect(history).toContainText('••••7788');
  await expect(history).not.toContainText(CODE);
});

test('a sub-admin without the Audit right has no menu entry, no page and no History panel', async ({
  page,
  request,
}) => {
  const [order] = await apiOrders(request, ADMIN, '/admin/orders', { status: 3 });
  const login = new LoginPage(page);
  await login.goto();
  await login.login(EDITOR);
  await expect(page).toHaveURL(/\/admin\/category$/);
  const shell = new AdminShell(page);
  await expect(shell.menuItem(EN.layout.menu.categories)).toBeVisible();
  await expect(shell.menuItem(AUDIT.menu)).toHaveCount(0);

  const list = new OrderListPage(page);
  await list.goto('/admin/delevered-orders');
  await list.action(await list.show(order.sOrderId), A.view_details).click();
  const details = page.getByRole('dialog', { name: new RegExp(ORDERS.details.title) });
  await expect(details).toContainText(order.sOrderId);
  await expect(details.getByTestId('audit-history')).toHaveCount(0);

  await page.goto('/admin/audit');
  await expect(shell.menuItem(EN.layout.menu.categories)).toBeVisible();
  await expect(page.getByText(AUDIT.columns.changes)).toHaveCount(0);
  await expect(page.getByTestId('audit-history-entry')).toHaveCount(0);
});
