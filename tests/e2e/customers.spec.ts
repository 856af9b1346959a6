import { ADMIN } from './accounts';
import { apiGet, apiLogin } from './api';
import { customersWithKyc, pristineDb, subAdminWithCustomers } from './customerData';
import { expect, isolatedTest, test } from './fixtures';
import { CUSTOMERS, CustomerTable, signIn } from './pages/CustomersPages';
import { goInApp } from './navigation';
import enServer from '../../src/i18n/en/server';
import enCommon from '../../src/i18n/en/common';
import type { Customer } from '../../src/domain/customer';

// Each test starts its own server (isolatedTest); on a loaded machine that alone takes seconds.
isolatedTest.describe.configure({ timeout: 60_000 });

const newest = () => customersWithKyc(pristineDb(), 's')[0];

isolatedTest(
  'edit a customer: stays on Customer Detail with the toast, the change is kept',
  async ({ page }) => {
    const customer = newest();
    await signIn(page, ADMIN);
    // In the app, as a link does: a second cold load of the app tests nothing more.
    await goInApp(page, `/admin/customer/edit/${customer._id}`);
    await expect(page.getByRole('heading', { name: CUSTOMERS.edit.title }).first()).toBeVisible();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(customer.sEmail);
    await expect(email).not.toBeEditable();

    await page.getByLabel('Phone').fill('12ab');
    await page.getByRole('button', { name: CUSTOMERS.edit.submit }).click();
    await expect(page.getByText(CUSTOMERS.validation.mobile_digits)).toBeVisible();

    await page.getByLabel('Phone').fill('0412345678');
    await page.getByLabel('Full Name').fill('Camille Renamed');
    await page.getByLabel('Currency').click();
    await page.getByRole('option', { name: enCommon.currencies.aud }).click();
    await page.getByRole('button', { name: CUSTOMERS.edit.submit }).click();
    await expect(page.getByText(enServer.customer_updated)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/customer/edit/${customer._id}$`));

    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Camille Renamed');
    await expect(page.getByLabel('Phone')).toHaveValue('0412345678');
  },
);

isolatedTest('toggle a customer status and delete another from the list', async ({ page, request }) => {
  const [first, second] = customersWithKyc(pristineDb(), 's');
  await signIn(page, ADMIN);
  await goInApp(page, '/admin/customers');
  const table = new CustomerTable(page);
  await table.search(first.sFullName);
  const toggle = page.getByRole('checkbox', { name: `Active: ${first.sFullName}` });
  const wasOn = first.eStatus === 'y';
  await expect(toggle).toBeChecked({ checked: wasOn });
  await toggle.click();
  await expect(page.getByText(enServer.customer_status_updated)).toBeVisible();
  await expect(toggle).toBeChecked({ checked: !wasOn });
  const token = await apiLogin(request, ADMIN);
  const stored = await apiGet<Customer>(request, `/admin/user/${first._id}`, token);
  expect(stored.body.data?.eStatus).toBe(wasOn ? 'n' : 'y');

  await table.search(second.sFullName);
  await page.getByRole('button', { name: `Delete: ${second.sFullName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(enCommon.delete.title)).toBeVisible();
  await expect(dialog.getByRole('button', { name: enCommon.delete.cancel })).toBeVisible();
  await dialog.getByRole('button', { name: enCommon.delete.confirm }).click();
  await expect(page.getByText(enCommon.delete.done)).toBeVisible();
  await expect(table.row(second.sEmail)).toHaveCount(0);
  expect((await apiGet(request, `/admin/user/${second._id}`, token)).status).toBe(404);
});

test('a sub-admin with only Customers View: list and view without switch, edit or delete; writes refused', async ({
  page,
  request,
}) => {
  const db = pristineDb();
  const viewer = subAdminWithCustomers(db, ['View']);
  const customer = customersWithKyc(db, 'v')[0];
  await signIn(page, viewer);
  await goInApp(page, '/admin/customers');
  await expect(page.getByRole('link', { name: `View: ${customer.sFullName}` }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Active:/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0);

  await page
    .getByRole('link', { name: `View: ${customer.sFullName}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/customer/view/${customer._id}$`));
  await expect(page.getByText(customer.sEmail)).toBeVisible();
  await expect(page.getByRole('link', { name: CUSTOMERS.view.edit })).toHaveCount(0);

  await page.goto(`/admin/customer/edit/${customer._id}`);
  await expect(page).toHaveURL(/\/admin\/customers$/);

  const token = await apiLogin(request, viewer);
  const headers = { Authorization: token };
  expect(
    (await request.put(`/api/v1/admin/user/${customer._id}`, { headers, data: { eStatus: 'n' } })).status(),
  ).toBe(403);
  expect((await request.delete(`/api/v1/admin/customer/${customer._id}`, { headers })).status()).toBe(403);
  expect(
    (
      await request.put(`/api/v1/admin/kyc/${customersWithKyc(db, 's')[0]._id}`, {
        headers,
        data: { status: 'v' },
      })
    ).status(),
  ).toBe(403);
});
