import type { Locator, Page } from '@playwright/test';
import { redeemImport as T } from '../../../src/redeemCards/i18n/en';

export const IMPORT_TEXTS = T;

/** The redeem-code import page (/admin/redeemCards/import). */
export class RedeemImportPage {
  readonly title: Locator;
  readonly fileInput: Locator;
  readonly counts: Locator;
  readonly outcomes: Locator;
  readonly download: Locator;
  readonly problems: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { name: T.title });
    this.fileInput = page.locator('input[type="file"]');
    this.counts = page.getByTestId('import-counts');
    this.outcomes = page.getByTestId('import-outcomes');
    this.download = page.getByRole('button', { name: T.download });
    this.problems = page.locator('tbody tr');
  }

  /** Chooses a CSV given as text, as a file picked from the disk. */
  async choose(name: string, text: string): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  }

  startButton(valid: number): Locator {
    return this.page.getByRole('button', { name: T.start.replace('%{count}', String(valid)) });
  }
}

/** The button of the list that leads to the import. */
export const importLink = (page: Page) => page.getByRole('link', { name: T.button, exact: true });
