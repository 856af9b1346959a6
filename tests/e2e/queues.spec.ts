import type { APIRequestContext, Page } from '@playwright/test';
import { QUEUE_POLL_STORAGE_KEY } from '../../src/queues/poller';
import { ADMIN, EDITOR } from './accounts';
import { apiLogin } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { apiOrders, ORDERS, OrderListPage, signIn } from './pages/OrdersPage';
import { queues as QUEUES } from '../../src/queues/i18n/en';
import { EN } from './texts';

test.setTimeout(90_000);

/** How many paid buy orders wait, as the API counts them. */
async function pendingTotal(request: APIRequestContext): Promise<number> {
  const token = await apiLogin(request, ADMIN);
  const response = await request.post('/api/v1/admin/orders', {
    headers: { Authorization: token },
    data: { nStart: 0, nLimit: 1, eType: 'Buy', status: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

const pendingBadge = (page: Page) =>
  page
    .getByRole('menuitem', { name: 'Pending Orders', exact: true })
    .getByTestId('queue-count-pendingOrders');

/** A flag on the window: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { queuesNoReload: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { queuesNoReload?: boolean }).queuesNoReload === true);

test('the pending count in the sidebar drops by one without a reload after accepting an order', async ({
  page,
  request,
}) => {
  const before = await pendingTotal(request);
  const [order] = await apiOrders(request, ADMIN, '/admin/orders', { status: 1 });
  await signIn(page, ADMIN);
  const list = new OrderListPage(page);
  await list.goto('/admin/pending-orders');
  await expect(pendingBadge(page)).toHaveAttribute('data-count', String(before));
  await expect(
    page.getByRole('menuitem', { name: 'Pending Orders', exact: true }),
  ).toHaveAccessibleDescription(`${before} waiting`);
  await markPage(page);

  const row = await list.show(order.sOrderId);
  await list.action(row, ORDERS.actions.accept).click();
  const dialog = page.getByRole('dialog', { name: `Accept order ${order.sOrderId}` });
  await dialog.getByLabel('Code 1', { exact: true }).fill('E2E-QUEUE-0001');
  await dialog.getByLabel('Serial 1', { exact: true }).fill('SN-Q1');
  await dialog.getByRole('button', { name: ORDERS.codes.submit_accept, exact: true }).click();
  await expect(page.getByText('Order accepted successfully.')).toBeVisible();

  // The default 30 s poll has not come round: the user's own accept refreshed the count.
  await expect(pendingBadge(page)).toHaveAttribute('data-count', String(before - 1));
  await expect(page.getByTestId('queue-count-acceptedOrders')).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
});

test('the count follows an order accepted in another session, by polling', async ({ page, request }) => {
  // Tests only: a 1 s poll instead of 30 s.
  await page.addInitScript(([key]) => window.localStorage.setItem(key, '1000'), [QUEUE_POLL_STORAGE_KEY]);
  const before = await pendingTotal(request);
  const [order] = await apiOrders(request, ADMIN, '/admin/orders', { status: 1 });
  await signIn(page, ADMIN);
  await new OrderListPage(page).goto('/admin/pending-orders');
  await expect(pendingBadge(page)).toHaveAttribute('data-count', String(before));
  await markPage(page);

  const other = await apiLogin(request, ADMIN);
  const accepted = await request.put('/api/v1/admin/order/accept', {
    headers: { Authorization: other },
    data: { cartId: order._id },
  });
  expect(accepted.status()).toBe(200);

  await expect(pendingBadge(page)).toHaveAttribute('data-count', String(before - 1));
  expect(await stillSamePage(page)).toBe(true);
});

test('the dashboard shows the queues as cards linking to their lists, and the revenue chart', async ({
  page,
  request,
}) => {
  const before = await pendingTotal(request);
  await signIn(page, ADMIN);
  await expect(page.getByTestId('queue-card-count-pendingOrders')).toHaveText(before.toLocaleString('en-US'));
  await expect(page.getByTestId('revenue-chart').getByTestId('revenue-area')).toBeVisible();
  await page.getByTestId('queue-card-pendingOrders').click();
  await expect(page).toHaveURL(/\/admin\/pending-orders$/);
  await expect(page.getByPlaceholder(ORDERS.lists.order_id_filter)).toBeVisible();
});

test('a revenue chart whose code does not download says so in its card, the figures stay, and Retry draws it', async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/assets\/RevenueChart-[^/]*\.js$/, (route) =>
    failing ? route.abort() : route.fallback(),
  );
  await signIn(page, ADMIN);
  const chart = page.getByTestId('revenue-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText(QUEUES.chart.load_failed)).toBeVisible();
  await expect(page.getByTestId('dashboard-users')).toBeVisible();
  failing = false;
  await chart.getByRole('button', { name: EN.common.retry }).click();
  await expect(chart.getByTestId('revenue-area')).toBeVisible();
});

test('a sub-admin sees the counts of the lists it may open only, and the app never asks for the others', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  const login = new LoginPage(page);
  await login.goto();
  await login.login(EDITOR);
  await expect(page).toHaveURL(/\/admin\/(?!nopermission)/);
  await page.goto('/admin/pending-orders');
  await expect(pendingBadge(page)).toHaveAttribute('data-count', /^\d+$/);
  await expect(page.getByTestId('queue-count-submittedKyc')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /KYC/ })).toHaveCount(0);
  expect(asked).not.toContain('/api/v1/admin/user/list');
});
