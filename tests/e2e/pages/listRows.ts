import { expect, type Locator, type Page } from '@playwright/test';
import { shownText } from '../pageHealth';

/**
 * The rows of a list's table once its records show. react-admin's loading placeholder is a table
 * too (DataTableLoading: five empty rows in a plain tbody), so a visible `tbody tr` proved nothing:
 * a test that read "the first row" as soon as one showed read an empty placeholder (transactions
 * spec, once in CI), and "no checkbox in the rows" held before any row was there.
 */
export const listRows = (page: Page): Locator => page.locator('.RaDataTable-tbody tr');

/**
 * Waits for the list's first row; when none comes, the failure says where the page ended and what it
 * showed. A walk over many lists failed twice in one CI run with only "element(s) not found", which
 * told neither the list nor the screen.
 */
export async function expectListRows(page: Page, list: string, timeout = 20_000): Promise<void> {
  try {
    await expect(listRows(page).first()).toBeVisible({ timeout });
  } catch (error) {
    throw new Error(
      `${list}: no row within ${timeout} ms, on ${page.url()}, showing: ${await shownText(page)}`,
      {
        cause: error,
      },
    );
  }
}
