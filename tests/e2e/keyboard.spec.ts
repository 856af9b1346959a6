/**
 * The main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing): no click. Where a
 * control is reached, its focus must be visible (:focus-visible and a drawn outline or ring).
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { customersWithKyc, pristineDb } from './customerData';
import { expect, isolatedTest as test } from './fixtures';
import { KYC } from './pages/CustomersPages';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { apiOrders, ORDERS } from './pages/OrdersPage';
import enServer from '../../src/i18n/en/server';

test.describe.configure({ timeout: 90_000 });

/** Presses Tab until `target` holds the focus (at most `max` times), then checks the focus shows. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Focus that a keyboard user can see: :focus-visible, and an outline, a ring or a ripple drawn. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((element) => {
    if (!element.matches(':focus-visible')) return false;
    // MUI draws the focus of buttons as a ripple, of inputs as a thicker outline of their wrapper.
    const styles = [
      element,
      element.parentElement,
      element.closest('.MuiButtonBase-root, .MuiInputBase-root'),
    ]
      .filter((node): node is Element => node !== null)
      .map((node) => getComputedStyle(node));
    const ring = styles.some(
      (style) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    );
    const ripple = element.querySelector('.MuiTouchRipple-ripplePulsate, .MuiTouchRipple-child') !== null;
    const focusedClass = element.matches('.Mui-focusVisible') || element.closest('.Mui-focused') !== null;
    return ring || ripple || focusedClass;
  });
  expect(shown, 'the focused control shows its focus').toBe(true);
}

async function keyboardLogin(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await tabTo(page, login.email);
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, login.password);
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await new DashboardPage(page).expectShown();
}

test('log in with the keyboard alone', async ({ page }) => {
  await keyboardLogin(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('accept a pending order with the keyboard alone', async ({ page, request }) => {
  const pending = await apiOrders(request, ADMIN, '/admin/orders', { status: 1 });
  const order = pending.find((item) => item.nQuantity >= 1 && item.nQuantity <= 6);
  if (!order) throw new Error('no pending order with 1 to 6 units in the seed');
  await keyboardLogin(page);
  await page.goto('/admin/pending-orders');

  const filter = page.getByPlaceholder(ORDERS.lists.order_id_filter);
  await tabTo(page, filter);
  await page.keyboard.type(order.sOrderId);
  const row = page.locator('tbody tr', { hasText: order.sOrderId });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await tabTo(page, row.getByRole('button', { name: ORDERS.actions.accept, exact: true }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Accept order ${order.sOrderId}` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Code 1', { exact: true }));
  await page.keyboard.type('KBD-CODE-0001');
  await tabTo(page, dialog.getByLabel('Serial 1', { exact: true }));
  await page.keyboard.type('KBD-SN-1');
  await tabTo(page, dialog.getByRole('button', { name: ORDERS.codes.submit_accept, exact: true }));
  await page.keyboard.press('Space');

  await expect(page.getByText('Order accepted successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tbody tr', { hasText: order.sOrderId })).toHaveCount(0);
});

test('approve a submitted KYC with the keyboard alone', async ({ page }) => {
  const customer = customersWithKyc(pristineDb(), 's')[0];
  await keyboardLogin(page);
  await page.goto('/admin/kyc/submitted');

  await tabTo(page, page.getByLabel(KYC.list.email, { exact: true }));
  await page.keyboard.type(customer.sEmail);
  await expect(page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes(customer.sEmail));
  await tabTo(page, page.getByRole('link', { name: `Review KYC of ${customer.sFullName}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/kyc/verify/${customer._id}$`));

  await tabTo(page, page.getByRole('button', { name: KYC.verify.approve }));
  await page.keyboard.press('Enter');
  // The confirmation takes the focus; Enter on its confirm button decides.
  const ask = page.getByRole('dialog');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: KYC.verify.approve })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(enServer.kyc_approved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/kyc\/submitted(\?|$)/, { timeout: 5000 });
});
