import { ADMIN, EDITOR } from './accounts';
import { test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { EN, FR } from './texts';

const shots: [string, string][] = [
  ['/admin/giftCards', 'gift-list'],
  ['/admin/add/card', 'gift-create'],
  ['/admin/redeemcards', 'redeem-list'],
  ['/admin/add/redeemcard', 'redeem-create'],
];

for (const [who, account] of [['admin', ADMIN], ['editor', EDITOR]] as const) {
  for (const locale of ['en-US', 'fr-FR']) {
    test(`shots ${who} ${locale}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('gd.locale', l), locale);
      const login = new LoginPage(page, locale === 'fr-FR' ? FR : EN);
      await page.goto('/auth/login');
      await login.login(account);
      await page.waitForURL(/\/admin\//);
      for (const [path, name] of shots) {
        await page.goto(path);
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `/tmp/cards-${name}-${who}-${locale}.png` });
      }
      await page.goto('/admin/giftCards');
      await page.locator('tbody tr').first().getByRole('link').first().click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/cards-gift-show-${who}-${locale}.png` });
      if (who === 'admin') {
        await page.goto('/admin/add/card');
        await page.getByRole('button', { name: locale === 'fr-FR' ? 'Envoyer' : 'Submit' }).click();
        await page.getByRole('switch').first().check();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/cards-gift-errors-${who}-${locale}.png` });
        await page.goto('/admin/redeemCards');
        await page.locator('tbody tr').first().getByRole('button').first().click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/cards-redeem-revealed-${who}-${locale}.png` });
        await page.goto('/admin/add/redeemcard');
        await page.getByRole('button', { name: locale === 'fr-FR' ? 'Générer' : 'Generate' }).click();
        await page.getByRole('button', { name: locale === 'fr-FR' ? 'Envoyer' : 'Submit' }).click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/cards-redeem-errors-${who}-${locale}.png` });
      }
    });
  }
}
