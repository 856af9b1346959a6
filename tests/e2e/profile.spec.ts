import { ADMIN } from './accounts';
import { browserToken, latestMailTo } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { ProfilePage } from './pages/ProfilePage';
import { EN } from './texts';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();
});

test('Edit Profile saves the full name, shown again after a reload', async ({ page }) => {
  await new AdminShell(page).openEditProfile();
  await expect(page).toHaveURL(/\/admin\/user-profile$/);
  const profile = new ProfilePage(page);
  await expect(profile.email).toHaveValue(ADMIN.email);
  await expect(profile.mobile).not.toBeEditable();

  await profile.fullName.fill('');
  await profile.save.click();
  await expect(page.getByText(EN.validation.full_name_required)).toBeVisible();

  await profile.fullName.fill('  Ada Lovelace  ');
  await profile.save.click();
  await expect(page.getByText(EN.server.profile_updated)).toBeVisible();

  await page.reload();
  await expect(profile.fullName).toHaveValue('Ada Lovelace');
});

test('moving the account to another email asks for the current password, and the old address is told', async ({
  page,
  request,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.currentPassword).toHaveCount(0);
  const newEmail = 'ada.new@example.com';
  await profile.email.fill(newEmail);
  await profile.save.click();
  await expect(page.getByText(EN.validation.current_password_required)).toBeVisible();

  await profile.currentPassword.fill('Wrong#2026');
  await profile.save.click();
  await expect(page.getByText(EN.server.current_password_wrong)).toBeVisible();

  await profile.currentPassword.fill(ADMIN.password);
  await profile.save.click();
  await expect(page.getByText(EN.server.profile_updated)).toBeVisible();
  await expect(profile.currentPassword).toHaveCount(0);
  // Still signed in here; the previous address has the notice.
  const token = (await browserToken(page)) ?? '';
  const mail = await latestMailTo(request, token, ADMIN.email);
  expect(mail.subject).toBe(EN.server.email_changed_subject);
  expect(mail.text).toContain(newEmail);
});

test('Change Password refuses the same password, then signs out 4 s after a change', async ({ page }) => {
  await new AdminShell(page).openChangePassword();
  await expect(page).toHaveURL(/\/admin\/user-changepassword$/);
  const form = new ChangePasswordPage(page);

  await form.change(ADMIN.password, ADMIN.password);
  await expect(page.getByText(EN.validation.same_password)).toBeVisible();

  const newPassword = 'Newer#2026';
  await form.change(ADMIN.password, newPassword);
  await expect(page.getByText(EN.server.password_changed)).toBeVisible();
  const changedAt = Date.now();
  const login = new LoginPage(page);
  await login.expectShown();
  expect(Date.now() - changedAt).toBeGreaterThan(3_000);

  await login.login({ email: ADMIN.email, password: newPassword });
  await new DashboardPage(page).expectShown();
});
