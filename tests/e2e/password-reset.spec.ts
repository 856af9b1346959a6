import { ADMIN } from './accounts';
import { apiLogin, latestMailTo } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { ForgotPage } from './pages/ForgotPage';
import { LoginPage } from './pages/LoginPage';
import { ResetPage } from './pages/ResetPage';
import { EN } from './texts';

const NEW_PASSWORD = 'Fresh#2026';

test('forgot password -> outbox link -> reset -> login with the new password', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.forgotLink.click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);

  await new ForgotPage(page).request(ADMIN.email);
  await expect(page.getByText(EN.server.forgot_sent)).toBeVisible();
  // Back to login 4 s after success.
  await login.expectShown();

  const mail = await latestMailTo(request, await apiLogin(request, ADMIN), ADMIN.email);
  expect(mail.link).toMatch(/\/auth\/reset\/[^/]+$/);

  const reset = new ResetPage(page);
  await reset.open(mail.link ?? '');
  await reset.reset(NEW_PASSWORD);
  await expect(page.getByText(EN.server.reset_success)).toBeVisible();
  await login.expectShown();

  await login.login({ email: ADMIN.email, password: NEW_PASSWORD });
  await new DashboardPage(page).expectShown();

  // The link works once, and the old password is gone.
  const verificationToken = (mail.link ?? '').split('/').pop();
  expect((await request.get(`/api/v1/admin/password/forgot/${verificationToken}`)).status()).toBe(400);
  const oldLogin = await request.post('/api/v1/admin/login', {
    data: { sEmail: ADMIN.email, sPassword: ADMIN.password },
  });
  expect(oldLogin.status()).toBe(401);
});
