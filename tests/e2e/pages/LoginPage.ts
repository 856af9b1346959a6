import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../accounts';
import { EN, type Texts } from '../texts';

/** /auth/login (also served at the root). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotLink: Locator;

  constructor(
    readonly page: Page,
    texts: Texts = EN,
  ) {
    this.email = page.getByLabel(texts.auth.email, { exact: true });
    // exact: the show/hide toggle's label also contains the word.
    this.password = page.getByLabel(texts.auth.password, { exact: true });
    this.submit = page.getByRole('button', { name: texts.auth.login.submit, exact: true });
    this.forgotLink = page.getByRole('link', { name: texts.auth.login.forgot_link });
  }

  async goto(): Promise<void> {
    await this.page.goto('/auth/login');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/auth\/login$/);
    await expect(this.submit).toBeVisible();
  }

  async fill(account: Account): Promise<void> {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
  }

  /** Signs in through the form; the caller asserts where it lands. */
  async login(account: Account): Promise<void> {
    await this.fill(account);
    await expect(this.submit).toBeEnabled();
    await this.submit.click();
  }
}
