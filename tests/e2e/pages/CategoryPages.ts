/** The categories list and the category form (create / edit / view). */
import { expect, type Locator, type Page } from '@playwright/test';
import { catalogue as enCatalogue, categoryResource as enCategory } from '../../../src/categories/i18n/en';
import { listRows } from './listRows';
import { RICH_TEXT_EDITOR } from './fields';

export const CAT = enCatalogue;
export const CAT_FIELDS = enCategory.category.fields;

/** A tiny real PNG (1x1), uploaded as the logo and the banner. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export class CategoryListPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/category');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/category(\?.*)?$/);
    // The first list also loads the rich-text codec's chunk: generous on a busy machine.
    await expect(this.page.getByTestId('category-tile').first()).toBeVisible({ timeout: 20_000 });
  }

  async search(text: string): Promise<void> {
    await this.page.getByPlaceholder(CAT.list.search).fill(text);
    // The list keeps its filter in the URL (debounced): wait for it, so a later click is not undone.
    await expect(this.page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(text).slice(0, 8)}`));
  }

  row(title: string): Locator {
    return listRows(this.page).filter({ has: this.page.getByText(title, { exact: true }).first() });
  }

  action(name: string, title: string): Locator {
    return this.page
      .getByRole('link', { name: `${name}: ${title}` })
      .or(this.page.getByRole('button', { name: `${name}: ${title}` }));
  }

  toggle(title: string): Locator {
    return this.page
      .getByRole('switch', { name: `Active: ${title}` })
      .or(this.page.getByRole('checkbox', { name: `Active: ${title}` }));
  }
}

export class CategoryFormPage {
  constructor(readonly page: Page) {}

  editor(index: number): Locator {
    return this.page.locator(RICH_TEXT_EDITOR).nth(index);
  }

  async upload(source: 'sLogo' | 'sBanner', name = `${source}.png`): Promise<void> {
    await this.page.getByTestId(`${source}-file`).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(
      this.page.getByRole('img', {
        name: `Preview of ${source === 'sLogo' ? CAT_FIELDS.sLogo : CAT_FIELDS.sBanner}`,
      }),
    ).toHaveAttribute('src', /\/media\/categoryimages\/[0-9a-f]+\.png$/);
  }

  async typeRichText(index: number, text: string): Promise<void> {
    const editor = this.editor(index);
    await editor.click();
    await editor.pressSequentially(text);
  }
}
