import type { APIRequestContext } from '@playwright/test';
import { permissionSetFrom } from '../../src/domain/permissions';
import enServer from '../../src/i18n/en/server';
import { subadmins as enSubadmins } from '../../src/subadmins/i18n/en';
import enCommon from '../../src/i18n/en/common';
import { ADMIN, type Account } from './accounts';
import { apiLogin, browserToken } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { SubadminFormPage, SubadminListPage } from './pages/SubadminPages';
import { EN } from './texts';
import { newSubadminBody, SUBADMIN_PASSWORD } from '../fixtures/subadmin';

const API = '/api/v1';
const NEW_SUB: Account & { name: string } = {
  email: 'carla.view@example.com',
  password: 'Carla#2026',
  name: 'Carla Viewer',
};

async function createThroughApi(
  request: APIRequestContext,
  token: string,
  sEmail: string,
  sFullName: string,
) {
  const response = await request.post(`${API}/admin/subadmin`, {
    headers: { Authorization: token },
    data: newSubadminBody(sEmail, {}, { sFullName }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test('the admin manages sub-admins; a Customers-View sub-admin has no sub-admin screen and no write', async ({
  page,
  request,
}) => {
  // A long journey (create, toggle twice, edit, delete, log in as the new account) on a shared machine.
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();

  // The sidebar opens the list; the floating button opens the add form.
  const shell = new AdminShell(page);
  await shell.menuItem(EN.layout.menu.sub_admins).click();
  const list = new SubadminListPage(page);
  await list.expectShown();
  await list.addButton.click();
  const form = new SubadminFormPage(page);
  await expect(form.heading('add')).toBeVisible();

  // The spec's add path opens the same form.
  await page.goto('/admin/add/subAdmin');
  await expect(page).toHaveURL(/\/admin\/subadmin\/create$/);
  await expect(form.heading('add')).toBeVisible();

  // Create a sub-admin with only Customers View through the form.
  await form.save.click();
  await expect(page.getByText(EN.validation.email_required)).toBeVisible();
  await expect(page.getByText(enSubadmins.validation.mobile_required)).toBeVisible();
  await form.email.fill(NEW_SUB.email);
  await form.fullName.fill(NEW_SUB.name);
  await form.countryCode.fill('+33');
  await form.mobile.fill('612 345 678');
  await form.password.fill(NEW_SUB.password);
  await form.confirmPassword.fill(NEW_SUB.password);
  await form.permission('Customers', 'View').check();
  await expect(form.permission('Customers', 'View')).toBeChecked();
  await form.save.click();
  await list.expectShown();
  await expect(page.getByText(enServer.subadmin_created)).toBeVisible();
  await expect(list.row(NEW_SUB.email)).toBeVisible();

  // Status switch: off, then on again.
  const status = list.statusSwitch(NEW_SUB.name);
  await expect(status).toBeChecked();
  await status.click();
  await expect(page.getByText(enServer.subadmin_deactivated)).toBeVisible();
  await expect(status).not.toBeChecked();
  await status.click();
  await expect(page.getByText(enServer.subadmin_activated)).toBeVisible();
  await expect(status).toBeChecked();

  // Edit: the form holds the record and its permissions; back to the list with the server's message.
  await list.editLink(NEW_SUB.name).click();
  await expect(form.heading('edit')).toBeVisible();
  await expect(form.email).toHaveValue(NEW_SUB.email);
  await expect(form.password).toHaveCount(0);
  await expect(form.permission('Customers', 'View')).toBeChecked();
  await expect(form.permission('Customers', 'Edit')).not.toBeChecked();
  NEW_SUB.name = 'Carla Customer-Viewer';
  await form.fullName.fill(NEW_SUB.name);
  await form.save.click();
  await list.expectShown();
  await expect(page.getByText(enServer.subadmin_updated)).toBeVisible();
  await expect(list.row(NEW_SUB.email)).toContainText(NEW_SUB.name);

  // Delete another one, with the spec's confirmation texts; Cancel keeps it.
  const adminToken = await apiLogin(request, ADMIN);
  await createThroughApi(request, adminToken, 'to.delete@example.com', 'Dora Deleted');
  await page.reload();
  await list.filter('Dora Deleted');
  await expect(list.row('to.delete@example.com')).toBeVisible();
  await list.deleteButton('Dora Deleted').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(enCommon.delete.title)).toBeVisible();
  await dialog.getByRole('button', { name: enCommon.delete.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.row('to.delete@example.com')).toBeVisible();
  await list.deleteButton('Dora Deleted').click();
  await page.getByRole('dialog').getByRole('button', { name: enCommon.delete.confirm }).click();
  await expect(page.getByText(enCommon.delete.done)).toBeVisible();
  await expect(list.row('to.delete@example.com')).toHaveCount(0);
  await expect(page.getByText(enSubadmins.list.empty)).toBeVisible();

  // The new sub-admin logs in; no Sub-admins in its menu, and the list sends it away.
  await shell.logout();
  await login.expectShown();
  await login.login({ email: NEW_SUB.email, password: NEW_SUB.password });
  await expect(page).toHaveURL(/\/admin\/(?!subadmin)/);
  await expect(page.getByRole('button', { name: /profile|profil|account|compte/i }).first()).toBeVisible();
  await expect(shell.menuItem(EN.layout.menu.sub_admins)).toHaveCount(0);
  await page.goto('/admin/subadmin');
  await expect(page).not.toHaveURL(/\/admin\/subadmin/);
  await page.goto('/admin/add/subAdmin');
  await expect(page).not.toHaveURL(/\/admin\/(subadmin|add)/);

  // Its sidebar holds the customer and KYC screens and nothing else.
  const menu = EN.layout.menu;
  await expect(shell.menuItem(menu.customers)).toBeVisible();
  await expect(shell.menuItem(menu.kyc)).toBeVisible();
  for (const other of [
    menu.dashboard,
    menu.gift_cards,
    menu.categories,
    menu.redeem_cards,
    menu.orders,
    menu.sell_cards_orders,
    menu.transactions,
  ]) {
    await expect(shell.menuItem(other)).toHaveCount(0);
  }
  // The customer list is read-only for it: no status switch, no edit, no delete.
  await shell.menuItem(menu.customers).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('link', { name: /^View:/ }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Active:/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0);

  // The API refuses its sub-admin calls with 403.
  const token = (await browserToken(page)) ?? '';
  expect(token).not.toBe('');
  const headers = { Authorization: token };
  const ownId = (
    (await (await request.get(`${API}/admin/token/verify`, { headers })).json()) as { data: { _id: string } }
  ).data._id;
  const customers = await request.post(`${API}/admin/user/list`, { headers, data: { limit: 1 } });
  expect(customers.status()).toBe(200);
  const customerId = ((await customers.json()) as { data: { _id: string }[] }).data[0]._id;
  const calls = [
    request.post(`${API}/admin/subadmin/list`, { headers, data: {} }),
    request.get(`${API}/admin/subadmin/${ownId}`, { headers }),
    request.post(`${API}/admin/subadmin`, {
      headers,
      data: newSubadminBody('x@example.com'),
    }),
    request.put(`${API}/admin/subadmin/${ownId}`, {
      headers,
      data: {
        sEmail: NEW_SUB.email,
        sFullName: 'X',
        aPermissions: permissionSetFrom({ Subadmin: ['View'] }),
      },
    }),
    request.post(`${API}/admin/subadmin/changestatus`, { headers, data: { _id: ownId, eStatus: 'n' } }),
    request.delete(`${API}/admin/subadmin/${ownId}`, { headers }),
    // ... and its customer writes.
    request.put(`${API}/admin/user/${customerId}`, { headers, data: { eStatus: 'n' } }),
    request.delete(`${API}/admin/customer/${customerId}`, { headers }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(enServer.forbidden);
  }
});

test('a deactivated sub-admin is signed out and cannot sign in again', async ({ page, request }) => {
  const adminToken = await apiLogin(request, ADMIN);
  const id = await createThroughApi(request, adminToken, 'soon.off@example.com', 'Otto Off');
  const login = new LoginPage(page);
  await login.goto();
  // The admin verifies its token once loaded: deactivating before that answer would end the session
  // on the first page, and the reload would then start from the login page.
  const verified = page.waitForResponse((response) => response.url().endsWith('/admin/token/verify'));
  await login.login({ email: 'soon.off@example.com', password: SUBADMIN_PASSWORD });
  await expect(page).toHaveURL(/\/admin\//);
  expect((await verified).status()).toBe(200);

  const off = await request.post(`${API}/admin/subadmin/changestatus`, {
    headers: { Authorization: adminToken },
    data: { _id: id, eStatus: 'n' },
  });
  expect(off.status()).toBe(200);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.reload();
  await login.expectShown();
  // The reload, the admin's way to the login page, and no more: the ended session once sent the
  // admin through thousands of logouts (each a navigation), freezing the page for seconds.
  expect(navigations).toBeLessThan(10);
  // And the login page says why, in the API's words.
  await expect(page.getByRole('alert').filter({ hasText: enServer.account_inactive })).toBeVisible();
  await login.login({ email: 'soon.off@example.com', password: SUBADMIN_PASSWORD });
  // The refusal's notice joins the reason the page already shows: the same words twice.
  await expect(page.getByText(enServer.account_inactive)).toHaveCount(2);
  await expect(page).toHaveURL(/\/auth\/login$/);
});
