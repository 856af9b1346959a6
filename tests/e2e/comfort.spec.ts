import type { Page } from '@playwright/test';
import COMFORT from '../../src/i18n/en/comfort';
import { ADMIN } from './accounts';
import { expect, isolatedTest, test } from './fixtures';
import { goInApp } from './navigation';
import { settle, trackRequests } from './permissionProbe';
import { LOCALES, LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { ORDERS, signIn } from './pages/OrdersPage';
import { audit as FR_AUDIT } from '../../src/audit/i18n/fr';
import { EN } from './texts';
import { expectListRows, listRows } from './pages/listRows';

// react-admin's dark background (defaultDarkTheme) and its own label of the toggle.
const DARK_BACKGROUND = 'rgb(49, 49, 49)';
const TOGGLE_THEME = 'Toggle light/dark mode';
// Sign-in, lazy chunks and many lists on a shared 2-core machine.
isolatedTest.setTimeout(120_000);

isolatedTest('the dark theme and compact lists are kept across a reload and a logout', async ({ page }) => {
  const login = new LoginPage(page);
  const dashboard = new DashboardPage(page);
  await signIn(page, ADMIN);
  const body = page.locator('body');
  await expect(body).not.toHaveCSS('background-color', DARK_BACKGROUND);

  await page.getByRole('button', { name: TOGGLE_THEME }).click();
  await expect(body).toHaveCSS('background-color', DARK_BACKGROUND);
  const shell = new AdminShell(page);
  await shell.openUserMenu();
  await page.getByRole('menuitemcheckbox', { name: new RegExp(COMFORT.density.compact_lists) }).click();
  await page.keyboard.press('Escape');

  await page.reload();
  await dashboard.expectShown();
  await expect(body).toHaveCSS('background-color', DARK_BACKGROUND);

  await shell.logout();
  await login.expectShown();
  await login.login(ADMIN);
  await dashboard.expectShown();
  await expect(body).toHaveCSS('background-color', DARK_BACKGROUND);
  await shell.openUserMenu();
  await expect(
    page.getByRole('menuitemcheckbox', { name: new RegExp(COMFORT.density.compact_lists) }),
  ).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  // Compact cells on the lists.
  await page.goto('/admin/pending-orders');
  await expect(page.locator('.RaDataTable-rowCell').first()).toHaveCSS('padding-top', '2px');
});

/** Tabs to the control with this accessible name (keys only, as a keyboard user would). */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
      return element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '';
    });
    if (focused.trim() === name) return;
  }
  throw new Error(`no control named ${name} within 60 tabs`);
}

isolatedTest('accepts a pending order with keys only; ? lists the keys', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/pending-orders');
  const rows = listRows(page);
  await expect(rows.first()).toBeVisible();
  // Leave the order id filter, so the keys go to the page.
  await page.locator('h1, h2, h6').first().click();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: COMFORT.shortcuts.title });
  await expect(help).toContainText(ORDERS.actions.accept);
  await expect(help).toContainText(COMFORT.shortcuts.next);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  const second = (await rows.nth(1).locator('td.column-sOrderId').textContent())?.trim() ?? '';
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: `Accept order ${second}` });
  await expect(dialog).toBeVisible();
  // While the dialog is open the letters are typed, not shortcuts.
  await tabTo(page, 'Code 1');
  await page.keyboard.type('KEYS-ONLY-a-r-j-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('SN-KEYS-1');
  await expect(dialog.getByLabel('Code 1', { exact: true })).toHaveValue('KEYS-ONLY-a-r-j-1');
  await tabTo(page, ORDERS.codes.submit_accept);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order accepted successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(listRows(page).filter({ hasText: second })).toHaveCount(0);
});

const LISTS = [
  'customers',
  'kyc/submitted',
  'kyc/verified',
  'subadmin',
  'category',
  'giftCards',
  'redeemCards',
  'pending-orders',
  'accepted-orders',
  'delevered-orders',
  'sellcards/pending',
  'sellcards/rejected',
  'sellcards/approve',
  'transactions',
  'wallets-transactions',
  'cms',
];

// Read-only walks: the shared server, one load, then the app's own navigation.
for (const { locale } of LOCALES) {
  test(`at 1440 px every list fits its card, last column in view, in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Counted from the first request on: one still in flight when counting starts would never end.
    const requests = trackRequests(page);
    await signIn(page, ADMIN);
    // The sign-in helper reads English; the app takes the locale at its next load.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale]);
    await page.reload();
    const wide: string[] = [];
    for (const list of [...LISTS, 'audit']) {
      await goInApp(page, `/admin/${list}`);
      await settle(page, requests);
      await expectListRows(page, list);
      const [inner, box, pageWidth] = await page.evaluate(() => {
        const content = document.querySelector('.RaList-content') as HTMLElement;
        return [content.scrollWidth, content.clientWidth, document.documentElement.scrollWidth];
      });
      if (inner > box + 1 || pageWidth > 1440) wide.push(`${list}: ${inner}/${box}, page ${pageWidth}`);
    }
    expect(wide).toEqual([]);
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every list shows cards, never wider than the screen', async ({ page }) => {
    const requests = trackRequests(page);
    await signIn(page, ADMIN);
    const overflow = [];
    for (const list of LISTS) {
      await goInApp(page, `/admin/${list}`);
      await settle(page, requests);
      await expectListRows(page, list);
      // Cards: no header row, each value after its column's name.
      await expect(page.locator('.RaDataTable-thead')).toHaveCount(0);
      await expect(page.locator('.gd-card-label').first()).toBeVisible();
      // Each name on the line of its value: a cell out of the grid's pairs shifts every value a line.
      const apart = await page
        .locator('.RaDataTable-row')
        .first()
        .evaluate((row) =>
          [...row.querySelectorAll<HTMLElement>(':scope > .gd-card-label')]
            .filter((label) => {
              const value = label.nextElementSibling as HTMLElement | null;
              return (
                !value || Math.abs(value.getBoundingClientRect().top - label.getBoundingClientRect().top) > 1
              );
            })
            .map((label) => label.textContent),
        );
      expect(apart, `${list}: names beside another value`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) overflow.push(`${list}: ${width}px`);
    }
    expect(overflow).toEqual([]);
  });

  // Titles were cut ("Pending Or"), the sub-admin form was 614 px wide and the
  // sidebar notice covered the drawer's items.
  isolatedTest('forms fit the screen, titles are whole, the drawer stays clear', async ({ page }) => {
    await signIn(page, ADMIN);
    const problems: string[] = [];
    for (const route of ['add/subAdmin', 'sellcards/pending', 'wallets-transactions', 'push', 'audit']) {
      await page.goto(`/admin/${route}`);
      const title = page.locator('#react-admin-title');
      await expect(title).not.toBeEmpty({ timeout: 20_000 });
      const fit = await page.evaluate(() => {
        const element = document.getElementById('react-admin-title') as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          cut:
            element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        };
      });
      if (fit.page > 360) problems.push(`${route}: ${fit.page}px wide`);
      if (fit.cut) problems.push(`${route}: title "${await title.innerText()}" cut`);
    }
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: /^(Expand|Minimise) sidebar$/ }).click();
    await expect(page.getByRole('menuitem', { name: /Settings/ })).toBeVisible();
    await expect(page.getByText(EN.layout.sidebar.expanded)).toHaveCount(0);
    await expect(page.getByText(EN.layout.sidebar.minimised)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The language, left out of the app bar for the title's room, is in the user menu.
    await new AdminShell(page).openUserMenu();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.locator('#react-admin-title')).toHaveText(FR_AUDIT.title);
  });
});
