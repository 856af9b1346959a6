/**
 * The older user form (platform.md s.5 "Older add form", s.7 "Legacy"): the admin adds an Admin user
 * from the sub-admin list, the form keeps its access at Write, and the new account signs in with every
 * area the permission modules govern in its menu.
 */
import { legacyUsers as en } from '../../src/legacyUsers/i18n/en';
import { audit as enAudit } from '../../src/audit/i18n/en';
import { ADMIN } from './accounts';
import { expect, isolatedTest as test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { SubadminListPage } from './pages/SubadminPages';
import { EN } from './texts';
import { chooseOption } from './pages/select';
import { fieldByLabel } from './pages/fields';

const USER = { email: 'grace.legacy@example.com', password: 'Grace#2026', name: 'Grace Hopper' };
const f = en.form;

test('the admin adds an Admin user in the older form, who then sees every area', async ({ page }) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();

  // The sub-admin list's secondary action opens the older add form.
  const shell = new AdminShell(page);
  await shell.menuItem(EN.layout.menu.sub_admins).click();
  const list = new SubadminListPage(page);
  await list.expectShown();
  await page.getByRole('link', { name: en.actions.add, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/add\/user$/);
  await expect(page.getByRole('heading', { name: f.add_title, level: 1 })).toBeVisible();

  // An empty save lists what the older form requires.
  const save = page.getByRole('button', { name: f.submit, exact: true });
  await save.click();
  for (const message of [
    en.validation.first_name_required,
    en.validation.job_title_required,
    en.validation.id_required,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  const field = (label: string) => fieldByLabel(page, label);
  const [first, last] = USER.name.split(' ');
  await field(f.first_name).fill(first);
  await field(f.last_name).fill(last);
  await field(f.user_name).fill('grace.h');
  await field(f.email).fill(USER.email);
  await field(f.job_title).fill('Rear admiral');
  await field(f.password).fill(USER.password);
  await field(f.retype_password).fill(USER.password);
  await field(f.sensor_type).fill('compiler');
  await field(f.sensor_id).fill('1906');
  // Role Admin forces Write access, and locks it.
  await chooseOption(page, f.role, en.roles.Admin);
  const access = page.getByRole('combobox', { name: f.access });
  await expect(access).toHaveText(en.access.Write);
  await expect(access).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(f.access_forced)).toBeVisible();
  await save.click();

  await list.expectShown();
  await expect(page.getByText(EN.server.subadmin_created)).toBeVisible();
  await expect(list.row(USER.email)).toContainText(USER.name);

  // The row's older-form link opens the account with its legacy fields.
  await list.filter(USER.name);
  await page.getByRole('link', { name: en.actions.edit_label.replace('%{name}', USER.name) }).click();
  await expect(page.getByRole('heading', { name: f.edit_title, level: 1 })).toBeVisible();
  await expect(field(f.user_name)).toHaveValue('grace.h');
  await expect(field(f.sensor_id)).toHaveValue('1906');

  // Signed in, the new account has every governed area in its menu (push is the super admin's).
  await shell.logout();
  await login.expectShown();
  await login.login({ email: USER.email, password: USER.password });
  await new DashboardPage(page).expectShown();
  const menu = EN.layout.menu;
  for (const area of [
    menu.dashboard,
    menu.orders,
    menu.transactions,
    menu.customers,
    menu.kyc,
    menu.categories,
    menu.gift_cards,
    menu.redeem_cards,
    menu.sell_cards_orders,
    menu.sub_admins,
    enAudit.menu,
    menu.settings,
  ]) {
    await expect(shell.menuItem(area), area).toBeVisible();
  }
  await expect(shell.menuItem(menu.push)).toHaveCount(0);
});
