import type { Locator, Page } from '@playwright/test';

/**
 * The rows of a list's table once its records show. react-admin's loading placeholder is a table
 * too (DataTableLoading: five empty rows in a plain tbody), so a visible `tbody tr` proved nothing:
 * a test that read "the first row" as soon as one showed read an empty placeholder (transactions
 * spec, once in CI), and "no checkbox in the rows" held before any row was there.
 */
export const listRows = (page: Page): Locator => page.locator('.RaDataTable-tbody tr');
