import { expect, type Locator, type Page } from '@playwright/test';
import { customers as enCustomers } from '../../../src/customers/i18n/en';
import { kyc as enKyc } from '../../../src/kyc/i18n/en';
import type { Account } from '../accounts';
import { LoginPage } from './LoginPage';

export const CUSTOMERS = enCustomers;
export const KYC = enKyc;

export async function signIn(page: Page, account: Account): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account);
  await expect(page).toHaveURL(/\/admin\/(dashboard|customers|nopermission)/);
}

/** /admin/customers and the KYC lists: rows found by a text they hold. */
export class CustomerTable {
  constructor(readonly page: Page) {}

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** The customer list's search box (a placeholder, no label). */
  async search(value: string): Promise<void> {
    await this.page.getByPlaceholder(CUSTOMERS.list.search).fill(value);
    await this.filterApplied(value);
  }

  /** A KYC list filter by its label (Name, Email). */
  async filter(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(value);
    await this.filterApplied(value);
  }

  /**
   * The list applies a filter after a debounce, by navigating: wait for it, or a click made in the
   * meantime (on a row link) would be undone by that navigation.
   */
  private async filterApplied(value: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes(value));
    // The list keeps its filter for the next visit in react-admin's store, written a render after the
    // URL: a spec that leaves at once and comes back would otherwise find the list unfiltered.
    await expect
      .poll(() =>
        this.page.evaluate(
          (text) =>
            Object.keys(localStorage).some(
              (key) =>
                key.startsWith('RaStore') &&
                /"filter"/.test(localStorage.getItem(key) ?? '') &&
                (localStorage.getItem(key) ?? '').includes(text),
            ),
          value,
        ),
      )
      .toBe(true);
  }
}
