import { expect, type Locator, type Page } from '@playwright/test';
import { settings as enSettings } from '../../../src/settings/i18n/en';
import { RICH_TEXT_EDITOR } from './fields';

type SettingsTexts = typeof enSettings;

/** /admin/cms: the Settings / CMS pages list and its two modals. */
export class SettingsPage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: SettingsTexts = enSettings,
  ) {
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/cms');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/cms$/);
    await expect(this.page.getByRole('columnheader', { name: this.texts.list.page_name })).toBeVisible();
  }

  row(title: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  eye(title: string): Locator {
    return this.page.getByRole('button', { name: `${this.texts.list.view}: ${title}`, exact: true });
  }

  pencil(title: string): Locator {
    return this.page.getByRole('button', { name: `${this.texts.list.edit}: ${title}`, exact: true });
  }

  get pageTitle(): Locator {
    return this.dialog.getByLabel(this.texts.edit.page_title);
  }

  get numberValue(): Locator {
    return this.dialog.getByRole('spinbutton');
  }

  get editor(): Locator {
    return this.dialog.locator(RICH_TEXT_EDITOR);
  }

  get save(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.edit.save });
  }

  get close(): Locator {
    return this.dialog.getByRole('button', { name: this.texts.view.close });
  }
}
