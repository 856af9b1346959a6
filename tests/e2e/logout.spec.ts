import { ADMIN } from './accounts';
import { apiGet, browserToken } from './api';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';

test('after logout the back button stays logged out', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  const dashboard = new DashboardPage(page);
  await dashboard.expectShown();
  const token = await browserToken(page);

  await new AdminShell(page).logout();
  await login.expectShown();
  expect(await browserToken(page)).toBeNull();

  await page.goBack();
  await login.expectShown();
  await expect(dashboard.figure('users')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-wallet')).toHaveCount(0);

  // The server ended the session too: the old token no longer opens anything.
  const { status } = await apiGet(request, '/admin/token/verify', token ?? '');
  expect(status).toBe(401);
});
