/**
 * A load of the admin after an earlier one puts back Material UI's styles of that visit
 * (src/storedStyles.ts, issue 23): Emotion writes none of them again, and the page looks the same,
 * left to right and right to left (Arabic has a style cache of its own). A first visit gets the
 * first screens' styles that the build prepared (src/firstScreenStyles.ts) instead.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { AR, EN, type Texts } from './texts';
import { SHELL_PENDING_SELECTOR } from '../../src/common/shellPending';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { STYLE_CACHE_KEYS } from '../../src/i18n/styleCacheKeys';
import { STORED_STYLES_KEY } from '../../src/storedStyles';

/** The build's first-screen styles (src/firstScreenStyles.ts), as Vite names the file. */
const FIRST_SCREEN_FILE = /\/assets\/firstScreenStyles\.(?:ltr|rtl)-[\w-]+\.json$/;

/** What an admin sees of the list: the app bar, a menu entry, a column header, a cell, a row's action. */
const SAMPLES = ['header', '[role=menuitem]', 'thead th', 'tbody td', 'tbody button'];
const PROPERTIES = [
  'background-color',
  'color',
  'height',
  'padding-left',
  'padding-right',
  'font-size',
  'font-weight',
  'border-bottom-width',
  'text-align',
];

/** Each sample's computed style, and the rules Emotion wrote itself in this load (its own elements). */
const look = (page: Page, key: string) =>
  page.evaluate(
    ([samples, properties, cacheKey]) => ({
      styles: samples.map((selector) => {
        const element = document.querySelector(selector);
        const style = element ? getComputedStyle(element) : undefined;
        return [selector, properties.map((property) => style?.getPropertyValue(property) ?? 'missing')];
      }),
      written: Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
        .filter((element) => element.getAttribute('data-emotion') === cacheKey)
        .reduce((sum, element) => sum + (element.sheet?.cssRules.length ?? 0), 0),
      restored: document.querySelectorAll(`style[data-emotion^="${cacheKey} "]`).length,
    }),
    [SAMPLES, PROPERTIES, key] as const,
  );

async function openPendingOrders(page: Page, menuEntry: string) {
  await page.goto('/admin/pending-orders');
  await expect(page.locator('tbody tr').first()).toContainText(/\d/);
  await expect(page.getByRole('menuitem', { name: menuEntry, exact: true })).toBeVisible();
  // The whole screen, with the parts that mount after the rows (the list's toolbar and pagination,
  // common/Deferred.tsx): left before they came, the first load stored none of their rules, and the
  // second, whole, wrote them (94 of 526 in a CI run of 2026-12-03).
  await expect(page.locator(SHELL_PENDING_SELECTOR)).toHaveCount(0);
}

/** Signs in through the form with `locale` chosen before, and lands on the dashboard. */
async function signInWithLocale(page: Page, locale: string, texts: Texts) {
  await page.addInitScript(
    ([storageKey, chosen]) => localStorage.setItem(storageKey, chosen),
    [LOCALE_STORAGE_KEY, locale],
  );
  const login = new LoginPage(page, texts);
  await login.goto();
  await login.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The URL changes before the admin draws: left earlier, the login page (no Emotion) stored nothing.
  await expect(page.getByRole('menuitem', { name: texts.layout.menu.dashboard, exact: true })).toBeVisible();
}

for (const { locale, texts, key } of [
  { locale: 'en-US', texts: EN, key: STYLE_CACHE_KEYS.ltr },
  { locale: 'ar', texts: AR, key: STYLE_CACHE_KEYS.rtl },
]) {
  test(`a second load of a list writes none of the styles of the first, and looks the same (${locale})`, async ({
    page,
  }) => {
    await signInWithLocale(page, locale, texts);
    const menuEntry = texts.layout.menu.dashboard;
    // Stored styles alone: with nothing stored, a load would take the build's (the test below).
    await page.route(FIRST_SCREEN_FILE, (route) => route.abort());

    // The list's first load writes its styles (the dashboard, left at once, had drawn few); leaving
    // it stores them.
    await openPendingOrders(page, menuEntry);
    const first = await look(page, key);
    expect(first.written).toBeGreaterThan(50);
    expect(
      await page.evaluate((storageKey) => localStorage.getItem(storageKey), STORED_STYLES_KEY),
    ).toBeTruthy();

    await openPendingOrders(page, menuEntry);
    const second = await look(page, key);
    expect(second.restored).toBe(1);
    // A part that shows only while data is on its way may be drawn in one load and not the other.
    expect(second.written).toBeLessThan(first.written / 10);
    expect(second.styles).toEqual(first.styles);
    expect(second.styles.flatMap(([, values]) => values)).not.toContain('missing');
  });

  test(`a first visit takes the first screens’ styles from the build, and looks as it would without them (${locale})`, async ({
    page,
  }) => {
    await signInWithLocale(page, locale, texts);
    // Every load from here on is a first visit: nothing stored (src/firstScreenStyles.ts).
    await page.addInitScript((storageKey) => localStorage.removeItem(storageKey), STORED_STYLES_KEY);
    const menuEntry = texts.layout.menu.dashboard;

    // Without the build's file, as an older build or a failed request: Emotion writes every rule.
    await page.route(FIRST_SCREEN_FILE, (route) => route.abort());
    await openPendingOrders(page, menuEntry);
    const unprepared = await look(page, key);
    expect(unprepared.restored).toBe(0);
    expect(unprepared.written).toBeGreaterThan(50);

    await page.unroute(FIRST_SCREEN_FILE);
    await openPendingOrders(page, menuEntry);
    const prepared = await look(page, key);
    expect(prepared.restored).toBe(1);
    expect(
      prepared.written,
      'src/generated/firstScreenStyles.*.json no longer fit the screens: run `npm run styles:capture`',
    ).toBeLessThan(unprepared.written / 10);
    expect(prepared.styles).toEqual(unprepared.styles);
    expect(prepared.styles.flatMap(([, values]) => values)).not.toContain('missing');
  });
}
