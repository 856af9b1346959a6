import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { EN, FR } from './texts';
import { orders as FR_ORDERS } from '../../src/orders/i18n/fr';
import englishMessages from 'ra-language-english';

test('French chosen in the app stays French after a reload', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();

  const shell = new AdminShell(page);
  await expect(shell.menuItem(EN.layout.menu.dashboard)).toBeVisible();
  await shell.chooseLanguage('Français');
  const frenchShell = new AdminShell(page, FR);
  await expect(frenchShell.menuItem(FR.layout.menu.dashboard)).toBeVisible();
  await expect(page.getByRole('heading', { name: FR.dashboard.title, exact: true })).toBeVisible();

  await page.reload();
  await expect(frenchShell.menuItem(FR.layout.menu.dashboard)).toBeVisible();
  await expect(page.getByText(FR.dashboard.users, { exact: true })).toBeVisible();
  await expect(shell.menuItem(EN.layout.menu.dashboard)).toHaveCount(0);
});

test('a language whose messages do not download: the page stays in its language and says so, and a second choice works', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  // From now on the public pages' and the admin's French chunks (the English ones are here already).
  let failing = true;
  await page.route(/\/assets\/(fr|public)-[^/]*\.js$/, (route) =>
    failing ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('alert')).toHaveText(englishMessages.ra.notification.i18n_error);
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();

  const shell = new AdminShell(page);
  await page.getByRole('button', { name: /english/i }).click();
  await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
  await expect(page.getByText(englishMessages.ra.notification.i18n_error)).toBeVisible();
  await expect(shell.menuItem(EN.layout.menu.dashboard)).toBeVisible();
  await expect(page.getByRole('button', { name: /english/i })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gd.locale'))).toBe('en-US');

  failing = false;
  await shell.chooseLanguage('Français');
  await expect(new AdminShell(page, FR).menuItem(FR.layout.menu.dashboard)).toBeVisible();
});

test('at 1440 px no French menu label is cut: long ones wrap to a second line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();
  await new AdminShell(page).chooseLanguage('Français');
  const frenchShell = new AdminShell(page, FR);
  await expect(frenchShell.menuItem(FR.layout.menu.dashboard)).toBeVisible();

  const sidebar = page.locator('.gd-sidebar-column');
  const items = sidebar.getByRole('menuitem');
  const labels = sidebar.locator('.gd-menu-label');
  const cutLabels = async () => {
    await expect(labels).toHaveCount(await items.count());
    return labels.evaluateAll((nodes) =>
      nodes
        .filter(
          (node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
        )
        .map((node) => node.textContent),
    );
  };
  // Folded groups show their waiting count beside the name: the narrowest a group label gets.
  await expect(sidebar.getByTestId('queue-count-group').first()).toBeVisible();
  expect(await cutLabels()).toEqual([]);

  // Every group open, so that its links are laid out too.
  const closed = sidebar.locator('.gd-menu-group[aria-expanded="false"]');
  for (let left = await closed.count(); left > 0; left -= 1) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
  await expect(sidebar.getByRole('menuitem', { name: FR_ORDERS.menu.wallet_transactions })).toBeVisible();
  expect(await cutLabels()).toEqual([]);
});
