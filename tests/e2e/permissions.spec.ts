import { EDITOR, NOBODY } from './accounts';
import { apiGet, browserToken } from './api';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { LoginPage } from './pages/LoginPage';
import { EN } from './texts';

const EDITOR_HOME = /\/admin\/(category|giftCards)$/;

test.describe('sub-admins see only what they may use', () => {
  test('the editor has no dashboard: no menu item, sent on to its module, 403 from the API', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(EDITOR);

    // No dashboard: the no-permission page sends the editor on to the first module it may use
    // (categories or gift cards, in the order of its permissions, whichever the app serves).
    const shell = new AdminShell(page);
    await expect(page).toHaveURL(EDITOR_HOME);
    await expect(shell.menuItem(EN.layout.menu.dashboard)).toHaveCount(0);
    await expect(page.getByTestId('dashboard-users')).toHaveCount(0);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(EDITOR_HOME);

    const token = await browserToken(page);
    expect(token).toBeTruthy();
    const { status, body } = await apiGet(request, '/admin/dashboard/count', token ?? '');
    expect(status).toBe(403);
    expect(body.message).toBe(EN.server.forbidden);
  });

  test('a sub-admin without any permission lands on the no-permission page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(NOBODY);

    const shell = new AdminShell(page);
    await shell.expectNoPermissionPage();
    await expect(shell.menuItem(EN.layout.menu.dashboard)).toHaveCount(0);
    await page.reload();
    await shell.expectNoPermissionPage();
  });
});
