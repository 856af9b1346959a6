import { ADMIN, EDITOR } from './accounts';
import { test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

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
      const login = new LoginPage(page);
      await page.goto('/auth/login');
      await login.login(account);
      await page.waitForURL(/\/admin\//);
      for (const [path, name] of shots) {
        await page.goto(path);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/cards-${name}-${who}-${locale}.png` });
      }
    });
  }
}
