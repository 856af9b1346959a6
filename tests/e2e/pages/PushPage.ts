import { expect, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { push as enPush } from '../../../src/push/i18n/en';
import { push as frPush, pushResources as frPushResources } from '../../../src/push/i18n/fr';

export const PUSH = enPush;
export const PUSH_FR = frPush;
export const PUSH_FR_FIELDS = frPushResources.push.fields;
/** A small real PNG (96x96) uploaded as the logo. */
export const LOGO_FILE = fileURLToPath(new URL('../assets/push-logo.png', import.meta.url));

/** /admin/push: the send form, its two previews and the history of sent pushes. */
export class PushPage {
  readonly desktop: Locator;
  readonly mobile: Locator;
  readonly history: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly texts: typeof enPush = enPush,
  ) {
    this.desktop = page.getByTestId('push-preview-desktop');
    this.mobile = page.getByTestId('push-preview-mobile');
    this.history = page.getByRole('region', { name: texts.history.heading });
    this.submit = page.getByRole('button', { name: texts.form.submit });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/push');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/push$/);
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.title })).toBeVisible();
  }

  field(name: 'title' | 'content' | 'url'): Locator {
    return this.page.getByRole('textbox', { name: this.texts.form[name] });
  }

  async uploadLogo(): Promise<void> {
    await this.page.getByTestId('sLogo-file').setInputFiles(LOGO_FILE);
    await expect(this.desktop.getByRole('img', { name: this.texts.preview.logo })).toHaveAttribute(
      'src',
      /\/media\/pushimages\/[0-9a-f]+\.png$/,
    );
  }
}
