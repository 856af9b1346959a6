import { ADMIN } from './accounts';
import { apiGet, browserToken } from './api';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { watchPage } from './pageHealth';

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
  // Back leads to the login page, or out of the app when the sign-out replaced the admin's history
  // entry (which of the session's two exits ran first decides): never to an admin screen.
  await expect(page).not.toHaveURL(/\/admin\//);
  if (page.url() !== 'about:blank') await login.expectShown();
  await expect(dashboard.figure('users')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-wallet')).toHaveCount(0);

  // The server ended the session too: the old token no longer opens anything.
  const { status } = await apiGet(request, '/admin/token/verify', token ?? '');
  expect(status).toBe(401);
});

test('a logout from the dashboard while an optional call has failed sends nothing after the logout call', async ({
  page,
  mockProfile,
}) => {
  // The revenue chart's call fails (an outage here; against the spec-only backend it is also absent).
  await page.route('**/api/v1/admin/dashboard/revenue', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  const health = watchPage(page, mockProfile);
  const login = new LoginPage(page);
  await login.goto();
  const revenueFailed = page.waitForResponse('**/api/v1/admin/dashboard/revenue');
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();
  await revenueFailed;

  await new AdminShell(page).logout();
  await login.expectShown();
  // Time for whatever was still mounted to ask again (the queue poller, retries, refetches).
  await page.waitForTimeout(3000);
  // The dashboard's figures show before its other calls go out (they are asked for ahead): those
  // may still be on their way when the user signs out; nothing may follow the logout call.
  const logoutAt = health.apiCalls.lastIndexOf('GET /api/v1/admin/logout');
  expect(logoutAt).toBeGreaterThan(0);
  expect(health.apiCalls.slice(logoutAt + 1)).toEqual([]);
});
