/**
 * Writes docs/screenshots/{login,dashboard,profile}-{en,fr}.png at 1440x900. Runs only through
 * `npm run screenshots` (SCREENSHOTS=1); playwright.config.ts ignores it otherwise.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { ProfilePage } from './pages/ProfilePage';
import { EN, FR, type Texts } from './texts';

const LOCALES: { suffix: string; locale: string; texts: Texts }[] = [
  { suffix: 'en', locale: 'en-US', texts: EN },
  { suffix: 'fr', locale: 'fr-FR', texts: FR },
];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `${name}.png`), animations: 'disabled' });

test.use({ viewport: { width: 1440, height: 900 } });

for (const { suffix, locale, texts } of LOCALES) {
  test(`screenshots in ${locale}`, async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [LOCALE_STORAGE_KEY, locale],
    );
    const login = new LoginPage(page, texts);
    await login.goto();
    await page.waitForLoadState('networkidle');
    await shot(page, `login-${suffix}`);

    await login.login(ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.expectShown();
    await expect(page.getByRole('heading', { name: texts.dashboard.title, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, `dashboard-${suffix}`);

    await page.goto('/admin/user-profile');
    await expect(new ProfilePage(page, texts).fullName).not.toHaveValue('');
    await page.waitForLoadState('networkidle');
    await shot(page, `profile-${suffix}`);
  });
}
