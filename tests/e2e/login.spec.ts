import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ResetPage } from './pages/ResetPage';
import { EN } from './texts';

test.describe('login page', () => {
  test('the login button is enabled only when email and password are valid', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.submit).toBeDisabled();

    await login.fill({ email: 'admin@example', password: ADMIN.password });
    await expect(login.submit).toBeDisabled();
    await login.fill({ email: ADMIN.email, password: '12345' });
    await expect(login.submit).toBeDisabled();
    await login.fill({ email: ADMIN.email, password: '1234567890123456' });
    await expect(login.submit).toBeDisabled();
    await login.fill({ email: ADMIN.email, password: '123456' });
    await expect(login.submit).toBeEnabled();
    await login.email.fill('');
    await expect(login.submit).toBeDisabled();
  });

  test("a wrong password shows the server's message and stays on login", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/admin/login') && r.request().method() === 'POST',
    );
    await login.login({ email: ADMIN.email, password: 'Wrong#2026' });
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(EN.server.invalid_credentials);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the root serves the login page and an unknown path goes to /auth/login', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/');
    await expect(login.submit).toBeVisible();
    await page.goto('/no/such/page');
    await login.expectShown();
  });

  test('the admin area without a session goes to /auth/login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await new LoginPage(page).expectShown();
  });

  test('a logged-in user opening /auth pages goes to the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of ['/auth/login', '/auth/forgot', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  });

  test("an unknown reset link shows 'Link is expired!' with a way back to login", async ({ page }) => {
    const reset = new ResetPage(page);
    await reset.open('/auth/reset/not-a-real-token');
    await expect(reset.expiredTitle).toHaveText(EN.auth.expired.title);
    await expect(reset.expiredText).toBeVisible();
    await expect(reset.newPassword).toHaveCount(0);
    await reset.backToLogin.click();
    await new LoginPage(page).expectShown();
  });
});
