/**
 * The main flows in Arabic, right to left (docs/architecture.md, "Right to left"): the login page's
 * switch, the menu, an order accepted then delivered, a KYC approval and a category with rich text.
 * Every text the spec looks for comes from the Arabic catalogue.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { customersWithKyc, pristineDb } from './customerData';
import { expect, isolatedTest as test } from './fixtures';
import { goInApp } from './navigation';
import { apiOrders } from './pages/OrdersPage';
import { CategoryFormPage, PNG } from './pages/CategoryPages';
import { LoginPage } from './pages/LoginPage';
import { AR, EN, fill, fillIsolated } from './texts';
import arServer from '../../src/i18n/ar/server';
import arEditor from '../../src/i18n/ar/editor';
import { catalogue as CAT, categoryResource } from '../../src/categories/i18n/ar';
import { kyc as KYC } from '../../src/kyc/i18n/ar';
import { orders as ORDERS } from '../../src/orders/i18n/ar';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { chooseOption } from './pages/select';
import { SettingsPage } from './pages/SettingsPage';
import { PushPage } from './pages/PushPage';
import { push as PUSH_AR } from '../../src/push/i18n/ar';
import { settings as SETTINGS } from '../../src/settings/i18n/ar';

const CAT_FIELDS = categoryResource.category.fields;

test.describe.configure({ timeout: 90_000 });

/** Signs in from a login page already in Arabic (the choice kept from an earlier visit). */
async function signInArabic(page: Page): Promise<void> {
  await page.addInitScript(([key]) => localStorage.setItem(key, 'ar'), [LOCALE_STORAGE_KEY]);
  const login = new LoginPage(page, AR);
  await login.goto();
  await login.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: AR.dashboard.title, exact: true })).toBeVisible({
    timeout: 20_000,
  });
}

test('the login page switches to Arabic, right to left, and the admin follows with its sidebar on the right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'العربية', exact: true }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  const login = new LoginPage(page, AR);
  await expect(login.submit).toBeVisible();
  // The form is laid out from the right: the email field's label sits at its right edge.
  const field = await login.email.boundingBox();
  const label = await page.locator('label', { hasText: AR.auth.email }).first().boundingBox();
  expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 40);

  await login.login(ADMIN);
  await expect(page.getByRole('heading', { name: AR.dashboard.title, exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(html).toHaveAttribute('dir', 'rtl');
  const dashboardLink = page.getByRole('menuitem', { name: AR.layout.menu.dashboard, exact: true });
  await expect(dashboardLink).toBeVisible();
  const sidebar = await page.locator('.gd-sidebar-column').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(1440 / 2);
  // Emails keep left to right inside the page.
  await goInApp(page, '/admin/customers');
  const email = page.locator('tbody span[dir="ltr"]').first();
  await expect(email).toContainText('@');

  // Kept for the next visit, as the other locales are.
  await page.reload();
  await expect(page.getByRole('menuitem', { name: AR.layout.menu.dashboard, exact: true })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
});

test('an order is accepted, then delivered, in Arabic', async ({ page, request }) => {
  const pending = await apiOrders(request, ADMIN, '/admin/orders', { status: 1 });
  const order = pending.find((item) => item.nQuantity === 1);
  if (!order) throw new Error('no pending order with 1 unit in the seed');
  await signInArabic(page);

  await goInApp(page, '/admin/pending-orders');
  const filter = page.getByPlaceholder(ORDERS.lists.order_id_filter);
  await filter.fill(order.sOrderId);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = page.locator('tbody tr', { hasText: order.sOrderId });
  await row.getByRole('button', { name: ORDERS.actions.accept, exact: true }).click();
  const accept = page.getByRole('dialog', {
    name: fillIsolated(ORDERS.codes.accept_title, { id: order.sOrderId }),
  });
  // A code is Latin: typed and shown left to right inside the Arabic dialog.
  const code = accept.getByLabel(fill(ORDERS.codes.code, { n: 1 }), { exact: true });
  await expect(code).toHaveAttribute('dir', 'ltr');
  await code.fill('AR-E2E-0001');
  await accept.getByLabel(fill(ORDERS.codes.serial, { n: 1 }), { exact: true }).fill('SN-AR-1');
  await accept.getByRole('button', { name: ORDERS.codes.submit_accept, exact: true }).click();
  await expect(page.getByText(arServer.order_accepted)).toBeVisible();
  await expect(accept).toBeHidden();

  // A cold load: moved in the app, the pending list (with the same filter box) could still be on screen.
  await page.goto('/admin/accepted-orders');
  await expect(page.getByPlaceholder(ORDERS.lists.order_id_filter)).toBeVisible({ timeout: 20_000 });
  await page.getByPlaceholder(ORDERS.lists.order_id_filter).fill(order.sOrderId);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page
    .locator('tbody tr', { hasText: order.sOrderId })
    .getByRole('button', { name: ORDERS.actions.deliver, exact: true })
    .click();
  const deliver = page.getByRole('dialog', {
    name: fillIsolated(ORDERS.codes.deliver_title, { id: order.sOrderId }),
  });
  await expect(deliver.getByLabel(fill(ORDERS.codes.code, { n: 1 }), { exact: true })).toHaveValue(
    'AR-E2E-0001',
  );
  await deliver.getByRole('button', { name: ORDERS.codes.submit_deliver, exact: true }).click();
  await expect(page.getByText(arServer.order_delivered)).toBeVisible();
});

test('a submitted KYC is approved in Arabic', async ({ page }) => {
  const customer = customersWithKyc(pristineDb(), 's')[0];
  await signInArabic(page);
  await goInApp(page, '/admin/kyc/submitted');
  await page.getByLabel(KYC.list.email, { exact: true }).fill(customer.sEmail);
  await expect(page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes(customer.sEmail));
  await page.getByRole('link', { name: fillIsolated(KYC.list.review, { name: customer.sFullName }) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/kyc/verify/${customer._id}$`));
  await page.getByRole('button', { name: KYC.verify.approve, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: KYC.verify.approve, exact: true }).click();
  await expect(page.getByText(arServer.kyc_approved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/kyc\/submitted(\?|$)/, { timeout: 5000 });
});

test('a category with rich text is created in Arabic', async ({ page }) => {
  await signInArabic(page);
  await goInApp(page, '/admin/add/category');
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.create })).toBeVisible();
  await page.getByRole('button', { name: CAT.form.submit }).click();
  await expect(page.getByText(CAT.validation.title_required, { exact: true }).first()).toBeVisible();

  await page.getByLabel(CAT_FIELDS.sTitle).fill('بطاقة الألعاب E2E');
  await chooseOption(page, CAT_FIELDS.sCategory, CAT.kinds.Gaming);
  for (const source of ['sLogo', 'sBanner'] as const) {
    await page
      .getByTestId(`${source}-file`)
      .setInputFiles({ name: `${source}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(
      page.getByRole('img', { name: fillIsolated(CAT.upload.preview, { label: CAT_FIELDS[source] }) }),
    ).toHaveAttribute('src', /\/media\/categoryimages\/[0-9a-f]+\.png$/);
  }
  const form = new CategoryFormPage(page);
  // The editor writes right to left, as the page does.
  await expect(form.editor(0)).toHaveCSS('direction', 'rtl');
  // Its toolbar speaks Arabic too.
  await expect(page.getByRole('button', { name: arEditor.bold }).first()).toBeVisible();
  await form.typeRichText(0, 'رصيد ألعاب يصل بالبريد.');
  await form.typeRichText(1, 'يعمل على كل الأجهزة.');
  await form.typeRichText(2, 'أدخل الرمز عند الصندوق.');
  await page.getByRole('button', { name: CAT.form.submit }).click();
  await expect(page.getByText(CAT.form.created)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/category(\?.*)?$/, { timeout: 15_000 });
  await expect(page.getByText('بطاقة الألعاب E2E', { exact: true }).first()).toBeVisible();
});

test('at 360 px, in Arabic, no element overflows the screen on either side', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const subadmin = pristineDb().admins.find((admin) => admin.eRole === 'sub')!._id;
  await signInArabic(page);
  const overflow: string[] = [];
  const title = page.locator('#react-admin-title');
  // The dashboard first, where the sign-in left us; then each page, moved to in the app.
  for (const path of [
    '',
    '/admin/pending-orders',
    '/admin/customers',
    `/admin/subadmin/${subadmin}`,
    '/admin/add/category',
    '/admin/push',
  ]) {
    if (path) {
      const before = await title.innerText();
      await goInApp(page, path);
      // The page has changed only once its title has: until then the last page is still on screen.
      await expect(title).not.toHaveText(before, { timeout: 20_000 });
    }
    await expect(title).not.toBeEmpty({ timeout: 20_000 });
    // What loads as it comes into view (the dashboard's chart) is brought into view first.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiLinearProgress-root, .MuiSkeleton-root')).toHaveCount(0, {
      timeout: 15_000,
    });
    // Right to left, an overflow grows to the left: both edges are checked, element by element.
    const outside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          if (getComputedStyle(element).visibility === 'hidden') return false;
          // Content scrolled inside its own box (a table, the sidebar's drawer) is not the page's.
          // A loading bar's own stripes slide past its ends by design, clipped by the bar.
          const inner =
            '.MuiTableContainer-root, .MuiDrawer-root, .MuiLinearProgress-root, [aria-hidden="true"]';
          if (element.closest(inner)) return false;
          return box.left < -1 || box.right > width + 1;
        })
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`);
    });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > 360 || outside.length > 0) overflow.push(`${path}: ${pageWidth}px ${outside.join(', ')}`);
  }
  expect(overflow).toEqual([]);
});

test("in Arabic, an English line cut with an ellipsis keeps its start in view, not its end (a push's message)", async ({
  page,
  mockProfile,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInArabic(page);
  await goInApp(page, '/admin/push');
  const push = new PushPage(page, PUSH_AR);
  await expect(push.submit).toBeVisible({ timeout: 20_000 });
  // The history of sent pushes is an extension (POST /push/list): a spec-only backend has none.
  if (mockProfile === 'spec') {
    await expect(push.history).toHaveCount(0);
    return;
  }
  const line = push.history.getByText('Buy, sell and redeem gift cards', { exact: false });
  await expect(line).toBeVisible({ timeout: 20_000 });
  // Laid out right to left, the line's overflow went past its left edge: "…your wallet is ready."
  const start = await line.evaluate((element) => {
    const range = document.createRange();
    range.setStart(element.firstChild!, 0);
    range.setEnd(element.firstChild!, 'Buy'.length);
    const [word, box] = [range.getBoundingClientRect(), element.getBoundingClientRect()];
    return {
      inside: word.left >= box.left - 1 && word.right <= box.right + 1,
      cut: element.scrollWidth > element.clientWidth,
    };
  });
  expect(start).toEqual({ inside: true, cut: true });
});

/** Whether the line shows `first` to the left of `second` (written `first`, `between`, `second`), as painted. */
async function paintsInOrder(
  locator: Locator,
  first: string,
  second: string,
  between = ' ',
): Promise<boolean> {
  return locator.evaluate(
    (element, [before, after, gap]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const at = text.indexOf(`${before}${gap}${after}`);
        if (at < 0) continue;
        const box = (start: number, end: number) => {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          return range.getBoundingClientRect();
        };
        const end = at + before.length + gap.length + after.length;
        return box(at, at + before.length).left < box(end - after.length, end).left;
      }
      throw new Error(`no "${before}${gap}${after}" in the element`);
    },
    [first, second, between],
  );
}

test('text from the API keeps its own direction in Arabic: a card valid "6 months" does not read "months 6"', async ({
  page,
}) => {
  await signInArabic(page);
  await goInApp(page, '/admin/giftCards');
  const cell = page.locator('td.column-sValidity', { hasText: '6 months' }).first();
  await expect(cell).toBeVisible({ timeout: 20_000 });
  expect(await paintsInOrder(cell, '6', 'months')).toBe(true);

  const show = await cell.locator('xpath=..').locator('a[href$="/show"]').getAttribute('href');
  await goInApp(page, show!);
  const value = page.locator('.ra-field-sValidity');
  await expect(value).toContainText('6 months', { timeout: 20_000 });
  expect(await paintsInOrder(value, '6', 'months')).toBe(true);
});

test('free text keeps its own direction in Arabic, alone or put into a message: a title\'s "(%)" and a sentence\'s full stop stay at its end', async ({
  page,
}) => {
  await signInArabic(page);
  await goInApp(page, '/admin/cms');
  const settings = new SettingsPage(page, SETTINGS);
  // An English title in a right-to-left line read "(%) Loyalty Point".
  const title = page.locator('td.column-sTitle', { hasText: 'Loyalty Point (%)' });
  await expect(title).toBeVisible({ timeout: 20_000 });
  expect(await paintsInOrder(title, 'Point', '(%)')).toBe(true);

  // Rich text, shown and edited: each English sentence read ".Giftdesk is a marketplace…".
  await settings.eye('About Us').click();
  const content = settings.dialog.getByTestId('setting-content');
  await expect(content).toContainText('gift cards.');
  expect(await paintsInOrder(content, 'cards', '.', '')).toBe(true);
  await settings.close.click();
  await settings.pencil('About Us').click();
  await expect(settings.editor).toContainText('gift cards.');
  expect(await paintsInOrder(settings.editor, 'cards', '.', '')).toBe(true);
  await page.keyboard.press('Escape');

  // Put into an Arabic message ("تعديل %{title}"), the title is isolated and keeps its order.
  await settings.pencil('Loyalty Point (%)').click();
  const heading = settings.dialog.getByRole('heading');
  await expect(heading).toContainText('Loyalty Point (%)');
  expect(await paintsInOrder(heading, 'Point', '(%)')).toBe(true);
  await page.keyboard.press('Escape');

  // Alone in a heading of its own, outside any field the page's rule names (common/freeText.tsx).
  await settings.eye('Loyalty Point (%)').click();
  await expect(heading).toHaveText('Loyalty Point (%)');
  expect(await paintsInOrder(heading, 'Point', '(%)')).toBe(true);
});

test('Arabic text keeps its own direction in the English interface too: its full stop and "(%)" stay at its end', async ({
  page,
}) => {
  const login = new LoginPage(page, EN);
  await login.goto();
  await login.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await goInApp(page, '/admin/cms');
  const settings = new SettingsPage(page);
  await settings.pencil('FAQ').click();
  await settings.pageTitle.fill('الأسئلة (%)');
  await settings.editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('استبدلها في أي متجر.');
  // Read right to left, the full stop is painted left of the last word; a left-to-right line put it
  // on the word's right.
  expect(await paintsInOrder(settings.editor, 'متجر', '.', '')).toBe(false);
  await settings.save.click();
  await expect(settings.dialog).toHaveCount(0);

  const title = page.locator('td.column-sTitle', { hasText: 'الأسئلة (%)' });
  await expect(title).toBeVisible();
  expect(await paintsInOrder(title, 'الأسئلة', '(%)')).toBe(false);

  // Put into an English message ("Edit %{title}"), the Arabic title is isolated and keeps its order.
  await settings.pencil('الأسئلة (%)').click();
  // The dialog's own heading, not those of the page's content.
  const heading = settings.dialog.locator('#setting-edit-title');
  await expect(heading).toContainText('الأسئلة (%)');
  expect(await paintsInOrder(heading, 'الأسئلة', '(%)')).toBe(false);
});
