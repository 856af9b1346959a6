import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { EAGER_COMPILE_HINT } from '../../scripts/lib/eagerCompileHint';
import { ROOT } from '../../scripts/lib/paths';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { AR, EN, FR } from './texts';
import { CARD_TEXTS } from './pages/CardPages';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';

const ASSETS = join(ROOT, 'dist', 'assets');
/** The chunk groups of vite.config.ts that only the admin needs. */
const ADMIN_CHUNK = /^(admin-shell|admin-vendor|mui|page-modules|views-shared)-/;
/** Class-name prefixes only react-admin's admin UI (ra-ui-materialui layout) carries. */
const ADMIN_UI_MARKERS = ['RaLayout', 'RaSidebar'];

/** The built JS files that hold react-admin's admin UI. */
function adminUiChunks(): string[] {
  return readdirSync(ASSETS)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => {
      const code = readFileSync(join(ASSETS, name), 'utf8');
      return ADMIN_UI_MARKERS.some((marker) => code.includes(marker));
    });
}

/** Records the names of the JS files the page requests from now on. */
function recordScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) names.push(basename(path));
  });
  return names;
}

for (const [locale, texts] of [
  ['en-US', EN],
  ['fr-FR', FR],
  ['ar', AR],
] as const) {
  // In every locale: French and Arabic once downloaded their whole catalogue, which took the admin along.
  test(`the login page does not download the admin UI, which loads after login (${locale})`, async ({
    page,
  }) => {
    const adminChunks = adminUiChunks();
    expect(adminChunks.length, 'the build holds react-admin UI chunks').toBeGreaterThan(0);
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [LOCALE_STORAGE_KEY, locale],
    );

    const requested = recordScripts(page);
    const login = new LoginPage(page, texts);
    await login.goto();
    await page.waitForLoadState('networkidle');
    test.info().annotations.push({ type: 'login page JS', description: requested.join(', ') });
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((name) => adminChunks.includes(name))).toEqual([]);
    // A group takes along the modules no group above it took: an admin chunk may end up holding one
    // that the public pages import (it once held the API's call table), and the login page loads it.
    expect(requested.filter((name) => ADMIN_CHUNK.test(name))).toEqual([]);

    await login.login(ADMIN);
    await new DashboardPage(page).expectShown();
    expect(requested.some((name) => adminChunks.includes(name))).toBe(true);
  });
}

// Every page runs the renderer: its files come with the page's first round of downloads, not once the
// entry has run (scripts/lib/htmlModulePreload.ts), and nothing of the admin's does.
test('index.html asks for the renderer’s files beside the entry, and for none of the admin’s', () => {
  const html = readFileSync(join(ROOT, 'dist', 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="[^"]*\/assets\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(
    preloaded.filter((name) => /^(entry|boot|react|i18n|session)-/.test(name)).length,
  ).toBeGreaterThanOrEqual(5);
  expect(preloaded.filter((name) => ADMIN_CHUNK.test(name))).toEqual([]);
});

// Modules the public pages share with an admin view (the password rules, a delayed redirect) once
// sat in the public pages' chunk: opening a form made the admin download it and wait for the public
// pages' style sheet.
test('an admin page, a form included, downloads none of the public pages’ files', async ({ page }) => {
  const login = new LoginPage(page, EN);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();

  const requested: string[] = [];
  page.on('request', (request) => requested.push(basename(new URL(request.url()).pathname)));
  await page.goto('/admin/giftCards/create');
  await expect(page.getByRole('heading', { name: CARD_TEXTS.gift.title_create })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.some((name) => name.endsWith('.js'))).toBe(true);
  expect(requested.filter((name) => /^(public|pages)-.*\.(js|css)$/.test(name))).toEqual([]);
});

// V8 compiles ahead, on a background thread, the functions of a file whose first line is its hint
// (scripts/lib/eagerCompileHint.ts). Vite's preload table and the .br copies both come after the
// build's banners: the hint is checked in what the browser is sent, the login page's and the admin's.
test('the files of the first screens open with the compile hint, as the browser receives them', async ({
  page,
}) => {
  const bodies: Promise<[name: string, firstLine: string] | undefined>[] = [];
  page.on('response', (response) => {
    const name = basename(new URL(response.url()).pathname);
    // A body the browser no longer holds is skipped; the files read are counted below.
    if (name.endsWith('.js'))
      bodies.push(
        response.text().then(
          (text) => [name, text.slice(0, text.indexOf('\n'))],
          () => undefined,
        ),
      );
  });
  const login = new LoginPage(page, EN);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).expectShown();
  await page.waitForLoadState('networkidle');

  const firstLines = new Map((await Promise.all(bodies)).filter((body) => body !== undefined));
  const shell = [...firstLines.keys()].filter((name) =>
    /^(entry|session|i18n|boot|public|mui|admin-shell|page-modules)-/.test(name),
  );
  // The entry, the session, the renderer's, the login page's own, then the admin's.
  expect(shell.length).toBeGreaterThanOrEqual(9);
  expect(shell.filter((name) => firstLines.get(name) !== EAGER_COMPILE_HINT.trim())).toEqual([]);
  // React's and react-admin's files are compiled as their functions run: most of them never do here.
  const lazilyCompiled = [...firstLines.keys()].filter((name) => /^(react|admin-vendor)-/.test(name));
  expect(lazilyCompiled).toHaveLength(2);
  expect(lazilyCompiled.filter((name) => firstLines.get(name) === EAGER_COMPILE_HINT.trim())).toEqual([]);
});
