import type { Locator, Page } from '@playwright/test';
import { EN } from '../texts';

/** /admin/user-changepassword. */
export class ChangePasswordPage {
  readonly oldPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const t = EN.profile.change_password;
    this.oldPassword = page.getByLabel(t.old_password, { exact: true });
    this.newPassword = page.getByLabel(t.new_password, { exact: true });
    this.confirmPassword = page.getByLabel(t.confirm_password, { exact: true });
    this.submit = page.getByRole('button', { name: t.submit, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/user-changepassword');
  }

  async change(oldPassword: string, newPassword: string, confirm = newPassword): Promise<void> {
    await this.oldPassword.fill(oldPassword);
    await this.newPassword.fill(newPassword);
    await this.confirmPassword.fill(confirm);
    await this.submit.click();
  }
}
