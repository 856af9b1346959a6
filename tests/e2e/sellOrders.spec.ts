import { ADMIN } from './accounts';
import { expect, isolatedTest as test } from './fixtures';
import { goInApp } from './navigation';
import { apiOrders, ORDERS, OrderListPage, signIn } from './pages/OrdersPage';

const A = ORDERS.actions;
// Whole journeys through several lists on a shared 2-core machine.
test.setTimeout(90_000);

test('approve one sell order and reject another with a reason, back to the pending list after', async ({
  page,
  request,
}) => {
  const [first, second] = await apiOrders(request, ADMIN, '/admin/sellorders', {
    eStatus: 'Pending',
    status: 1,
  });
  await signIn(page, ADMIN);
  const list = new OrderListPage(page);

  // In the app from the dashboard, as the menu link does (a second cold load tests nothing more).
  await goInApp(page, '/admin/sellcards/pending');
  await expect(list.filter).toBeVisible();
  await (await list.show(first.sOrderId)).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sellcard/${first._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: ORDERS.sell.title })).toBeVisible();
  await expect(page.getByText(first.sOrderId).first()).toBeVisible();
  await page.getByRole('button', { name: /Uploaded image 1/ }).click();
  await expect(page.getByRole('dialog', { name: ORDERS.sell.images })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: A.approve_order }).click();
  await page.getByRole('dialog').getByRole('button', { name: A.approve_order }).click();
  await expect(page.getByText('Sell order approved successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: A.approve_order })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/sellcards\/pending(\?|$)/);

  await page.goto(`/admin/sellcard/${second._id}`);
  await page.getByRole('button', { name: A.reject_order }).click();
  const dialog = page.getByRole('dialog', { name: `Reject sell order ${second.sOrderId}` });
  await dialog.getByLabel(ORDERS.reject.reason).fill('Photo is unreadable');
  await dialog.getByRole('button', { name: ORDERS.reject.submit, exact: true }).click();
  await expect(page.getByText('Sell order rejected successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sellcards\/pending(\?|$)/);

  await list.goto('/admin/sellcards/approve');
  await list.show(first.sOrderId);
  await list.goto('/admin/sellcards/rejected');
  await (await list.show(second.sOrderId)).click();
  // The order's own field; its History panel may show the same words once it has loaded.
  await expect(page.getByRole('definition').filter({ hasText: 'Photo is unreadable' })).toBeVisible();
});
