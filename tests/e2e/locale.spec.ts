import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { EN, FR } from './texts';

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
