/**
 * axe-core on every screen and main dialog, in both locales: no serious or critical violation.
 * The screens come from the app's own tables (tests/e2e/a11y/screens.ts); the run ends with a figure.
 * Screens are visited in batches (the public pages, admin screens by eight, the dialogs), one page
 * load per batch, moving in the app (history API) as its own links do: a cold load per screen made
 * this spec 40% of the e2e run.
 */
import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest, type Page } from '@playwright/test';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { LOCALES, LOCALE_STORAGE_KEY, type Locale } from '../../src/i18n/locales';
import { ADMIN } from './accounts';
import { DIALOG_TEXTS, DIALOGS } from './a11y/dialogs';
import { screens, type Screen } from './a11y/screens';
import { pristineDb } from './customerData';
import { expect, test } from './fixtures';
import { goInApp } from './navigation';
import { settle, trackRequests } from './permissionProbe';

const BLOCKING = new Set(['serious', 'critical']);
const results = new Map<string, { blocking: number; other: number }>();
let session = { token: '', userId: '' };

test.beforeAll(async () => {
  const context = await apiRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await context.post('/api/v1/admin/login', {
    data: { sEmail: ADMIN.email, sPassword: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { userId?: string };
  session = { token: response.headers()['authorization'] ?? '', userId: body.userId ?? '' };
  await context.dispose();
});

test.afterAll(() => {
  const checked = [...results.values()];
  const sum = (key: 'blocking' | 'other') => checked.reduce((total, item) => total + item[key], 0);
  console.log(
    `[a11y] ${checked.length} screens checked (${LOCALES.length} locales): ` +
      `${sum('blocking')} serious/critical violations, ${sum('other')} moderate/minor`,
  );
});

async function prepare(page: Page, locale: Locale, signedIn: boolean): Promise<void> {
  await page.addInitScript(
    ([localeKey, localeValue, tokenKey, token, userIdKey, userId]) => {
      localStorage.setItem(localeKey, localeValue);
      if (token) {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userIdKey, userId);
      }
    },
    [LOCALE_STORAGE_KEY, locale, TOKEN_KEY, signedIn ? session.token : '', USER_ID_KEY, session.userId],
  );
}

/** Waits until the screen has loaded its data: nothing on the network, no spinner. */
async function settled(page: Page, screen: Pick<Screen, 'path' | 'public'>): Promise<void> {
  await expect(page.locator(screen.public ? 'form, h1' : 'main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (!screen.public && !screen.path.endsWith('/nopermission')) {
    await expect(page).not.toHaveURL(/\/(auth\/login|admin\/nopermission)$/);
  }
}

async function audit(page: Page, key: string, locale: Locale): Promise<void> {
  // Legacy mode runs axe in the page itself; the default finishes every run in a new blank tab, for
  // cross-origin frames the app does not have. Only the violations come back, not every passing node
  // of every rule. Together: 3.0 s to 0.8 s a screen (one worker), the same violations found.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  results.set(key, { blocking: blocking.length, other: violations.length - blocking.length });
  // One line per element, with axe's own reason (for contrast: the two colours and the ratio).
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`)
        .join('\n'),
  );
  // Soft: a batch goes on to its next screens and reports them all.
  expect.soft(report, `serious or critical axe violations on ${page.url()}`).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Admin screens per test: small enough to spread over both workers, large enough to spare loads. */
const BATCH = 8;
const ALL_SCREENS = screens(pristineDb());
const PUBLIC_SCREENS = ALL_SCREENS.filter((screen) => screen.public);
const ADMIN_SCREENS = ALL_SCREENS.filter((screen) => !screen.public);
const BATCHES = Array.from({ length: Math.ceil(ADMIN_SCREENS.length / BATCH) }, (_, index) =>
  ADMIN_SCREENS.slice(index * BATCH, (index + 1) * BATCH),
);

for (const { locale } of LOCALES) {
  test.describe(`a11y ${locale}`, () => {
    // The public pages in one load, moving in the app: the reset link check is answered OK for the
    // form's token only, so the other shows the expired-link notice.
    test('public screens', async ({ page }) => {
      await prepare(page, locale, false);
      const lastSegment = (path: string) => path.split('/').pop();
      const validTokens = PUBLIC_SCREENS.filter((screen) => screen.validResetLink).map((screen) =>
        lastSegment(screen.path),
      );
      await page.route('**/api/v1/admin/password/forgot/*', (route) =>
        validTokens.includes(lastSegment(new URL(route.request().url()).pathname))
          ? route.fulfill({ status: 200, json: { message: 'OK' } })
          : route.fallback(),
      );
      const requests = trackRequests(page);
      for (const [index, screen] of PUBLIC_SCREENS.entries()) {
        await test.step(screen.name, async () => {
          if (index === 0) await page.goto(screen.path);
          else await goInApp(page, screen.path);
          await settle(page, requests);
          await settled(page, screen);
          await audit(page, `${locale} ${screen.name}`, locale);
        });
      }
    });
    for (const batch of BATCHES) {
      test(`screens ${batch[0]?.name} to ${batch.at(-1)?.name}`, async ({ page }) => {
        test.setTimeout(batch.length * 15_000);
        await prepare(page, locale, true);
        const requests = trackRequests(page);
        for (const [index, screen] of batch.entries()) {
          await test.step(screen.name, async () => {
            if (index === 0) await page.goto(screen.path);
            else await goInApp(page, screen.path);
            await settle(page, requests);
            await settled(page, screen);
            await audit(page, `${locale} ${screen.name}`, locale);
          });
        }
      });
    }
    // The dialogs in one load, moving in the app to each one's list; each is closed (Escape) unsent.
    test('dialogs', async ({ page }) => {
      test.setTimeout(DIALOGS.length * 15_000);
      await prepare(page, locale, true);
      const requests = trackRequests(page);
      for (const [index, dialog] of DIALOGS.entries()) {
        await test.step(dialog.name, async () => {
          if (index === 0) await page.goto(dialog.path);
          else await goInApp(page, dialog.path);
          await settle(page, requests);
          await settled(page, dialog);
          await dialog.open(page, DIALOG_TEXTS[locale]);
          await settle(page, requests);
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          await audit(page, `${locale} dialog ${dialog.name}`, locale);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        });
      }
    });
  });
}
