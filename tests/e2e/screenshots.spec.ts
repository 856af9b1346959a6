/**
 * Rewrites every image of docs/screenshots/ (the README's and docs/features.md's), all at 1440x900,
 * signed in as the super admin on freshly seeded data. Runs only through `npm run screenshots`
 * (SCREENSHOTS=1); playwright.config.ts ignores it otherwise.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/paths';
import { settings as enSettings } from '../../src/settings/i18n/en';
import { settings as frSettings } from '../../src/settings/i18n/fr';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { ADMIN } from './accounts';
import { customersWithKyc, pristineDb } from './customerData';
import { expect, isolatedTest as test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { AR, EN, FR, type Texts } from './texts';

interface Shot {
  name: string;
  path: string;
  /** What to do on the page before the picture (open a dialog, submit an empty form). */
  then?: (page: Page, locale: string) => Promise<void>;
}

const db = pristineDb();
const submittedKyc = customersWithKyc(db, 's')[0]._id;
const customer = db.customers.find((c) => !c.dDeletedAt)!._id;
const category = db.categories[0]._id;
const subadmin = db.admins.find((a) => a.eRole === 'sub')!._id;

const openSetting = (key: string, action: 'eye' | 'pencil') => async (page: Page, locale: string) => {
  const settings = new SettingsPage(page, locale === 'fr-FR' ? frSettings : enSettings);
  const title = db.settings.find((s) => s.sKey === key)!.sTitle;
  await settings[action](title).click();
  await expect(settings.dialog).toBeVisible();
};
const submitEmpty = async (page: Page) => {
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.locator('.Mui-error').first()).toBeVisible();
};

const COMMON: Shot[] = [
  { name: 'dashboard', path: '/admin/dashboard' },
  { name: 'profile', path: '/admin/user-profile' },
  { name: 'categories-list', path: '/admin/category' },
  { name: 'categories-create', path: '/admin/add/category', then: submitEmpty },
  { name: 'categories-view', path: `/admin/category/${category}` },
  { name: 'settings-list', path: '/admin/cms' },
  { name: 'settings-view', path: '/admin/cms', then: openSetting('about-us', 'eye') },
  { name: 'push', path: '/admin/push' },
];

const LOCALES: { suffix: string; locale: string; texts: Texts; shots: Shot[] }[] = [
  {
    suffix: 'en',
    locale: 'en-US',
    texts: EN,
    shots: [
      ...COMMON,
      { name: 'orders-pending', path: '/admin/pending-orders' },
      { name: 'customers-list', path: '/admin/customers' },
      { name: 'kyc-verify', path: `/admin/kyc/verify/${submittedKyc}` },
      { name: 'subadmin-edit', path: `/admin/subadmin/${subadmin}` },
      { name: 'settings-edit', path: '/admin/cms', then: openSetting('about-us', 'pencil') },
    ],
  },
  {
    suffix: 'fr',
    locale: 'fr-FR',
    texts: FR,
    shots: [
      ...COMMON,
      { name: 'customer-edit', path: `/admin/customer/edit/${customer}` },
      { name: 'kyc-pending', path: '/admin/kyc/pending' },
      { name: 'settings-edit-loyalty', path: '/admin/cms', then: openSetting('loyalty-point', 'pencil') },
    ],
  },
  {
    // Right to left (README, "Arabic"): the sidebar on the right, Latin values left to right.
    suffix: 'ar',
    locale: 'ar',
    texts: AR,
    shots: [
      { name: 'dashboard', path: '/admin/dashboard' },
      { name: 'orders-pending', path: '/admin/pending-orders' },
      { name: 'subadmin-edit', path: `/admin/subadmin/${subadmin}` },
      { name: 'categories-create', path: '/admin/add/category', then: submitEmpty },
    ],
  },
];

/** Settled: no request under way and no loading bar or skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiLinearProgress-root, .MuiSkeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(ROOT, 'docs', 'screenshots', `${name}.png`), animations: 'disabled' });

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(180_000);

for (const { suffix, locale, texts, shots } of LOCALES) {
  test(`screenshots in ${locale}`, async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [LOCALE_STORAGE_KEY, locale],
    );
    const login = new LoginPage(page, texts);
    await login.goto();
    await settle(page);
    await shoot(page, `login-${suffix}`);
    await login.login(ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    for (const shot of shots) {
      await page.goto(shot.path);
      await settle(page);
      await shot.then?.(page, locale);
      await settle(page);
      await shoot(page, `${shot.name}-${suffix}`);
    }
  });
}
