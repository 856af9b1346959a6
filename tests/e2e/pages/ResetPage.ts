import type { Locator, Page } from '@playwright/test';
import { EN } from '../texts';

/** /auth/reset/{verificationToken}: the new-password form, or the expired-link notice. */
export class ResetPage {
  readonly newPassword: Locator;
  readonly retypePassword: Locator;
  readonly submit: Locator;
  readonly expiredTitle: Locator;
  readonly expiredText: Locator;
  readonly backToLogin: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel(EN.auth.reset.new_password, { exact: true });
    this.retypePassword = page.getByLabel(EN.auth.reset.confirm_password, { exact: true });
    this.submit = page.getByRole('button', { name: EN.auth.reset.submit });
    this.expiredTitle = page.getByRole('heading', { name: EN.auth.expired.title });
    this.expiredText = page.getByText(EN.auth.expired.text);
    this.backToLogin = page.getByRole('link', { name: EN.auth.back_to_login });
  }

  /** Opens a reset link given as an absolute URL or a path. */
  async open(link: string): Promise<void> {
    await this.page.goto(new URL(link, 'http://placeholder').pathname);
  }

  async reset(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.retypePassword.fill(password);
    await this.submit.click();
  }
}
