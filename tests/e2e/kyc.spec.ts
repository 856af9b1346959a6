import type { Page } from '@playwright/test';
import type { Customer } from '../../mock-server/types';
import { ADMIN } from './accounts';
import { apiLogin, latestMailTo } from './api';
import { customersWithKyc, pristineDb } from './customerData';
import { expect, isolatedTest } from './fixtures';
import { CustomerTable, KYC, signIn } from './pages/CustomersPages';
import { goInApp } from './navigation';
import enServer from '../../src/i18n/en/server';

// Each test starts its own server (isolatedTest); on a loaded machine that alone takes seconds.
isolatedTest.describe.configure({ timeout: 60_000 });

/** Decides from the submitted list, opened in the app from the dashboard (as its menu link does). */
async function decide(page: Page, customer: Customer, button: string, message: string) {
  const table = new CustomerTable(page);
  await goInApp(page, '/admin/kyc/submitted');
  await table.filter(KYC.list.email, customer.sEmail);
  await expect(table.row(customer.sEmail)).toHaveCount(1);
  await page.getByRole('link', { name: `Review KYC of ${customer.sFullName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/kyc/verify/${customer._id}$`));
  await expect(page.getByLabel(KYC.verify.first_name)).toHaveValue(customer.sFullName.split(' ')[0]);
  await page.getByRole('button', { name: button }).click();
  // It reaches the customer and cannot be taken back: it asks first.
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(customer.sFullName.split(' ')[0]);
  await ask.getByRole('button', { name: button }).click();
  await expect(page.getByText(message)).toBeVisible();
  // Back 1.5 s later; the list keeps its own filter in the URL: the record has left it.
  await expect(page).toHaveURL(/\/admin\/kyc\/submitted(\?|$)/, { timeout: 5000 });
  await expect(page.getByText(KYC.list.empty)).toBeVisible();
  await expect(table.row(customer.sEmail)).toHaveCount(0);
}

isolatedTest(
  'approve a submitted KYC: it leaves the submitted list for the verified one',
  async ({ page }) => {
    const customer = customersWithKyc(pristineDb(), 's')[0];
    await signIn(page, ADMIN);
    await decide(page, customer, KYC.verify.approve, enServer.kyc_approved);
    await page.goto('/admin/kyc/verified');
    const table = new CustomerTable(page);
    await table.filter(KYC.list.email, customer.sEmail);
    await expect(table.row(customer.sEmail)).toHaveCount(1);
    await page.goto(`/admin/kyc/verify/${customer._id}`);
    await expect(page.getByTestId('kyc-status-heading')).toHaveText('Status: Verified');
    await expect(page.getByRole('button', { name: KYC.verify.approve })).toHaveCount(0);
  },
);

isolatedTest('reject another: it leaves the submitted list for the rejected one', async ({ page }) => {
  const customer = customersWithKyc(pristineDb(), 's')[1];
  await signIn(page, ADMIN);
  await decide(page, customer, KYC.verify.reject, enServer.kyc_rejected);
  await page.goto('/admin/kyc/rejected');
  const table = new CustomerTable(page);
  await table.filter(KYC.list.email, customer.sEmail);
  await expect(table.row(customer.sEmail)).toHaveCount(1);
});

isolatedTest('the r key on a KYC record asks first; Escape leaves it submitted', async ({ page }) => {
  const customer = customersWithKyc(pristineDb(), 's')[2];
  await signIn(page, ADMIN);
  await goInApp(page, `/admin/kyc/verify/${customer._id}`);
  await expect(page.getByLabel(KYC.verify.first_name)).toHaveValue(customer.sFullName.split(' ')[0]);
  const decisions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/admin/kyc/')) decisions.push(request.url());
  });
  await page.keyboard.press('r');
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(customer.sFullName.split(' ')[0]);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: KYC.verify.reject })).toBeEnabled();
  expect(decisions).toEqual([]);
});

isolatedTest('a reminder on a pending KYC lands in the outbox', async ({ page, request }) => {
  const pending = customersWithKyc(pristineDb(), 'p')[0];
  await signIn(page, ADMIN);
  await goInApp(page, '/admin/kyc/pending');
  await new CustomerTable(page).filter(KYC.list.name, pending.sFullName);
  await page
    .getByRole('button', { name: `Send reminder mail to ${pending.sFullName}` })
    .first()
    .click();
  await expect(page.getByText(enServer.kyc_reminder_sent)).toBeVisible();
  const mail = await latestMailTo(request, await apiLogin(request, ADMIN), pending.sEmail);
  expect(mail.subject).toBe(enServer.kyc_reminder_subject);
  expect(mail.text).toContain(pending.sFullName);
});
