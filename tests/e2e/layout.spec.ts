import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { EN } from './texts';

const NAVY = 'rgb(30, 41, 59)';

test('the sidebar colour is kept across a reload and a logout; the toggle says what it did', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const dashboard = new DashboardPage(page);
  await login.goto();
  await login.login(ADMIN);
  await dashboard.expectShown();

  const sidebar = page.locator('.gd-sidebar-column');
  await page.getByRole('button', { name: EN.layout.sidebar_color.label }).click();
  await page.getByRole('menuitem', { name: EN.layout.sidebar_color.navy }).click();
  await expect(sidebar).toHaveCSS('background-color', NAVY);

  await page.reload();
  await dashboard.expectShown();
  await expect(sidebar).toHaveCSS('background-color', NAVY);

  await new AdminShell(page).logout();
  await login.expectShown();
  await login.login(ADMIN);
  await dashboard.expectShown();
  await expect(sidebar).toHaveCSS('background-color', NAVY);

  await page.getByRole('button', { name: EN.layout.sidebar.minimise }).click();
  await expect(page.getByText(EN.layout.sidebar.minimised)).toBeVisible();
  await expect(page.getByRole('button', { name: EN.layout.sidebar.expand })).toBeVisible();
});
