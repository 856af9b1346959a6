import { expect, type Locator, type Page } from '@playwright/test';
import { EN, type Texts } from '../texts';

/** /admin/user-profile: Edit Profile. */
export class ProfilePage {
  readonly email: Locator;
  readonly fullName: Locator;
  readonly mobile: Locator;
  /** Shown once the email is changed. */
  readonly currentPassword: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    texts: Texts = EN,
  ) {
    const t = texts.profile.edit;
    this.email = page.getByLabel(t.email, { exact: true });
    this.fullName = page.getByLabel(t.full_name, { exact: true });
    this.mobile = page.getByLabel(t.mobile, { exact: true });
    this.currentPassword = page.getByLabel(t.current_password, { exact: true });
    this.save = page.getByRole('button', { name: t.submit, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/user-profile');
    await expect(this.fullName).not.toHaveValue('');
  }
}
