import { expect, type Page } from '@playwright/test';

/**
 * Picks `option` in the select named `label` and waits until the select shows it. Retried because a
 * menu still closing (the previous select's, on a busy machine) can take the click: once in CI the
 * gift card form was left with its currency menu open and nothing chosen, and the submit button,
 * hidden behind the menu's modal, was waited for until the test timed out.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    // A menu left open hides the select from the accessibility tree: pick in it rather than reopen.
    if (!(await choice.isVisible())) await select.click({ timeout: 2_000 });
    await choice.click({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
