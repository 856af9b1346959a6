import type { Page } from '@playwright/test';
import enServer from '../../src/i18n/en/server';
import { settings as enSettings } from '../../src/settings/i18n/en';
import { settings as frSettings } from '../../src/settings/i18n/fr';
import frServer from '../../src/i18n/fr/server';
import { ADMIN, type Account } from './accounts';
import { apiLogin, createSubadmin } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { EN, FR, type Texts } from './texts';

const API = '/api/v1';

/** Every account here holds Dashboard View, so a login lands on the dashboard. */
async function loginAs(page: Page, account: Account, texts: Texts = EN) {
  const login = new LoginPage(page, texts);
  await login.goto();
  await login.login(account);
  await new DashboardPage(page).expectShown();
}

test('the admin edits a loyalty value and a content page through the modals', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, ADMIN);
  await new AdminShell(page).menuItem(EN.layout.menu.settings).click();
  const settings = new SettingsPage(page);
  await settings.expectShown();

  // loyalty-point: 101 is refused with the message, 25 is saved and still shown after a reload.
  await settings.pencil('Loyalty Point (%)').click();
  await expect(settings.numberValue).toHaveValue('10');
  await settings.numberValue.fill('101');
  await settings.save.click();
  await expect(settings.dialog.getByText(enSettings.validation.percent_range)).toBeVisible();
  await settings.numberValue.fill('25');
  await settings.save.click();
  await expect(page.getByText(enServer.setting_updated)).toBeVisible();
  await expect(settings.dialog).toHaveCount(0);
  await page.reload();
  await settings.eye('Loyalty Point (%)').click();
  await expect(settings.dialog.getByTestId('setting-value')).toHaveText('25');
  await settings.close.click();
  await expect(settings.dialog).toHaveCount(0);

  // A content page: the title is required; new rich text shows in the view modal.
  await settings.pencil('FAQ').click();
  await settings.pageTitle.fill(' ');
  await settings.save.click();
  await expect(settings.dialog.getByText(enSettings.validation.title_required)).toBeVisible();
  await settings.pageTitle.fill('Questions');
  await settings.editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Support answers within a day.');
  await settings.save.click();
  await expect(page.getByText(enServer.setting_updated)).toBeVisible();
  await expect(settings.dialog).toHaveCount(0);
  await expect(settings.row('Questions')).toBeVisible();
  await settings.eye('Questions').click();
  await expect(settings.dialog.getByRole('heading', { name: 'Questions', exact: true })).toBeVisible();
  await expect(settings.dialog.locator('strong', { hasText: 'Support answers within a day.' })).toBeVisible();
  await expect(settings.dialog.getByText('Most codes arrive by email')).toBeVisible();
});

test('an XSS payload saved in a content page does not run in the view modal', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const html =
    '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<p><a href="javascript:window.__xss=3">click me</a></p>';
  const crafted = JSON.stringify({
    blocks: [
      {
        key: 'a1',
        text: 'crafted link',
        type: 'unstyled',
        depth: 0,
        inlineStyleRanges: [],
        data: {},
        entityRanges: [{ offset: 0, length: 7, key: 0 }],
      },
    ],
    entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:window.__xss=4' } } },
  });
  for (const [key, sValue] of [
    ['about-us', html],
    ['contact-us', crafted],
  ]) {
    const response = await request.put(`${API}/admin/settings/${key}`, {
      headers: { Authorization: token },
      data: { sTitle: key === 'about-us' ? 'About Us' : 'Contact Us', sValue },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await loginAs(page, ADMIN);
  const settings = new SettingsPage(page);
  await settings.goto();
  for (const [title, text] of [
    ['About Us', 'click me'],
    ['Contact Us', 'crafted link'],
  ]) {
    await settings.eye(title).click();
    const shown = settings.dialog.getByText(text);
    await expect(shown).toBeVisible();
    await shown.click();
    await expect(settings.dialog.locator('script, img, [onerror], a[href^="javascript"]')).toHaveCount(0);
    await settings.close.click();
    await expect(settings.dialog).toHaveCount(0);
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a Settings-View sub-admin sees the eye but no pencil, and the API refuses its save', async ({
  page,
  request,
}) => {
  const viewer = await createSubadmin(request, 'settings.viewer@example.com', { Settings: ['View'] });
  await loginAs(page, viewer);
  const shell = new AdminShell(page);
  await expect(shell.menuItem(EN.layout.menu.settings)).toBeVisible();
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.eye('Privacy Policy')).toBeVisible();
  await expect(settings.pencil('Privacy Policy')).toHaveCount(0);
  await settings.eye('Privacy Policy').click();
  await expect(settings.dialog.getByText('We collect only what we need')).toBeVisible();

  const token = await apiLogin(request, viewer);
  const refused = await request.put(`${API}/admin/settings/loyalty-point`, {
    headers: { Authorization: token },
    data: { sTitle: 'Hijack', sValue: 1 },
  });
  expect(refused.status()).toBe(403);
  const adminToken = await apiLogin(request, ADMIN);
  const list = await request.get(`${API}/admin/settings`, { headers: { Authorization: adminToken } });
  const pages = ((await list.json()) as { data: { sKey: string; sValue: string }[] }).data;
  expect(pages.find((item) => item.sKey === 'loyalty-point')?.sValue).toBe('10');
});

test('a sub-admin without Settings rights is sent from /admin/cms to the dashboard', async ({
  page,
  request,
}) => {
  const other = await createSubadmin(request, 'no.settings@example.com', { Customers: ['View'] });
  await loginAs(page, other);
  await expect(new AdminShell(page).menuItem(EN.layout.menu.settings)).toHaveCount(0);
  await page.goto('/admin/cms');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the settings screen in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gd.locale', 'fr-FR'));
  await loginAs(page, ADMIN, FR);
  await expect(new AdminShell(page, FR).menuItem(FR.layout.menu.settings)).toBeVisible();
  const settings = new SettingsPage(page, frSettings);
  await settings.goto();
  await expect(page.getByRole('columnheader', { name: frSettings.list.actions })).toBeVisible();
  await settings.pencil('Loyalty Point Usage (%)').click();
  await settings.numberValue.fill('-1');
  await settings.save.click();
  await expect(settings.dialog.getByText(frSettings.validation.percent_range)).toBeVisible();
  await settings.numberValue.fill('40');
  await settings.save.click();
  await expect(page.getByText(frServer.setting_updated)).toBeVisible();
});
