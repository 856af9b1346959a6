import { ADMIN } from './accounts';
import { browserToken, dashboardCounts } from './api';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { EN } from './texts';

test('the admin logs in and sees the figures the API returned', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);

  const dashboard = new DashboardPage(page);
  await dashboard.expectShown();
  await expect(page.getByRole('heading', { name: EN.dashboard.title, exact: true })).toBeVisible();
  await expect(new AdminShell(page).menuItem(EN.layout.menu.dashboard)).toBeVisible();

  const token = await browserToken(page);
  expect(token).toBeTruthy();
  const counts = await dashboardCounts(request, token ?? '');
  expect(counts.revenue.length).toBeGreaterThan(0);
  await dashboard.expectFigures(counts);
});
