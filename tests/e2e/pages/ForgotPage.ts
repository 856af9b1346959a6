import type { Locator, Page } from '@playwright/test';
import { EN } from '../texts';

/** /auth/forgot: request a reset link. */
export class ForgotPage {
  readonly email: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel(EN.auth.email, { exact: true });
    this.submit = page.getByRole('button', { name: EN.auth.forgot.submit });
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}
