/**
 * `npm run styles:capture`: writes src/generated/firstScreenStyles.<direction>.json, the styles a
 * first visit of the admin puts in the page before Material UI renders (src/firstScreenStyles.ts,
 * issue 23), left to right and right to left (each direction has its own Emotion cache).
 *
 * It builds the app when stale, serves it on the mock, and loads each of SCREENS signed in, in a
 * locale of each direction, in a fresh Chromium context without the file (its request is refused, so Emotion writes every rule),
 * recording each rule as Emotion hands it to the browser: stylis' output, the same for every
 * browser, rather than Chromium's reading of it. The rules keep the order Emotion first wrote them.
 * Run it again when the e2e test `storedStyles.spec.ts` says the file no longer fits the screens.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuilt } from './lib/build';
import { startMock } from './lib/mock';
import { ROOT } from './lib/paths';
import { SHELL_PENDING_SELECTOR } from '../src/common/shellPending';
import type { FirstScreenSheet } from '../src/firstScreenStyles';
import { LOCALE_STORAGE_KEY, type Direction, type Locale } from '../src/i18n/locales';
import { STYLE_CACHE_KEYS } from '../src/i18n/styleCacheKeys';
import { groupRules } from '../src/storedStyles';
import { CHROMIUM_LAUNCH } from '../tests/chromium';
import { adminSession, signIn } from '../tests/bench/parts';

/** The screens a first visit most often opens on: the dashboard, and the lists of the daily work. */
const SCREENS = [
  { path: '/admin/dashboard', shown: '[data-testid=dashboard-users]' },
  { path: '/admin/pending-orders', shown: 'tbody tr' },
  { path: '/admin/customers', shown: 'tbody tr' },
];
/** A locale of each direction: the rules depend on the direction only, not on the words. */
const LOCALE_OF: Record<Direction, Locale> = { ltr: 'en-US', rtl: 'ar' };
const output = (direction: Direction) => join(ROOT, `src/generated/firstScreenStyles.${direction}.json`);
const VIEWPORT = { width: 1440, height: 900 };

declare global {
  interface Window {
    gdWrittenRules?: string[];
  }
}

/** Runs in the page before its scripts: every rule inserted into the cache's own elements. */
function recordEmotionRules(cacheKey: string): void {
  const insertRule = CSSStyleSheet.prototype.insertRule;
  const written: string[] = [];
  window.gdWrittenRules = written;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    const inserted = insertRule.call(this, rule, index);
    const owner = this.ownerNode instanceof Element ? this.ownerNode.getAttribute('data-emotion') : null;
    if (owner?.split(' ')[0] === cacheKey) written.push(rule);
    return inserted;
  };
}

/** The rules grouped by name as stored styles are, each name once, in the order first written. */
function sheetOf(rules: string[], key: string): FirstScreenSheet {
  const { groups, refused } = groupRules(rules, key);
  const names = [...groups.keys()].filter((name) => !refused.has(name));
  return { names, css: names.map((name) => groups.get(name)).join('') };
}

await ensureBuilt({ root: ROOT });
const dir = mkdtempSync(join(tmpdir(), 'giftdesk-styles-'));
const mock = await startMock({
  root: ROOT,
  dataFile: join(dir, 'data.json'),
  serveDist: true,
  reset: true,
  quiet: true,
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const session = await adminSession(mock.url);
  for (const direction of ['ltr', 'rtl'] as const) {
    const key = STYLE_CACHE_KEYS[direction];
    const rules: string[] = [];
    for (const screen of SCREENS) {
      const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
      await context.route(/firstScreenStyles[^/]*\.json$/, (route) => route.abort());
      const page = await context.newPage();
      await signIn(session)(page);
      await page.addInitScript(
        ([storageKey, locale]) => localStorage.setItem(storageKey, locale),
        [LOCALE_STORAGE_KEY, LOCALE_OF[direction]],
      );
      await page.addInitScript(recordEmotionRules, key);
      await page.goto(new URL(screen.path, mock.url).href);
      await page.locator(screen.shown).first().waitFor();
      await page.waitForFunction(
        (pending) => !document.querySelector(pending) && !document.querySelector('.MuiSkeleton-root'),
        SHELL_PENDING_SELECTOR,
        { timeout: 30_000 },
      );
      rules.push(...(await page.evaluate(() => window.gdWrittenRules ?? [])));
      await context.close();
    }
    const sheet = sheetOf(rules, key);
    writeFileSync(output(direction), `${JSON.stringify(sheet)}\n`);
    console.log(
      `${output(direction)}: ${sheet.names.length} names, ${(sheet.css.length / 1024).toFixed(1)} kB of CSS`,
    );
  }
} finally {
  await browser.close();
  await mock.stop();
  rmSync(dir, { recursive: true, force: true });
}
