/** What the bench measures in Chromium and on disk. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

/** Every browser context of the bench: en-US, the locale whose form labels jsAfterLogin uses. */
export const CONTEXT = { locale: 'en-US' };

/** Runs in the page: the time since navigation start once `selector` shows a digit, else false. */
export const showsDigit = (selector: string) => {
  const text = document.querySelector(selector)?.textContent ?? '';
  return /\d/.test(text) ? performance.now() : false;
};

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

export interface JsSize {
  files: number;
  gzipBytes: number;
}

/** Every .js file under a build folder that `keep` accepts (by file name), gzip-compressed one by one. */
export function buildJsSize(folder: string, keep: (name: string) => boolean = () => true): JsSize {
  const files: string[] = [];
  const walk = (dir: string) =>
    readdirSync(dir).forEach((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js') && keep(name)) files.push(path);
    });
  walk(folder);
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0),
  };
}

/** Counts the gzip size of the .js responses a page receives while `counting()` says so. */
function countJs(page: Page, counting: () => boolean): () => Promise<JsSize> {
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (counting() && new URL(response.url()).pathname.endsWith('.js') && response.ok()) {
      bodies.push(response.body().then(gzipSize));
    }
  });
  return async () => {
    const sizes = await Promise.all(bodies);
    return { files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
  };
}

/** The JS a fresh browser downloads to show `url` (until the network is idle), with no interaction. */
/** The JS `url` downloads in a fresh browser, with `storage` in local storage before it loads. */
export async function pageJsSize(
  browser: Browser,
  url: string,
  storage: Record<string, string> = {},
): Promise<JsSize> {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const total = countJs(page, () => true);
  await page.goto(url, { waitUntil: 'networkidle' });
  const size = await total();
  await context.close();
  return size;
}

export interface LoginJourney {
  loginUrl: string;
  account: { sEmail: string; sPassword: string };
  /** The first figure after login: a CSS selector whose element must show a digit. */
  selector: string;
}

/**
 * The JS a fresh browser downloads from the moment the user focuses the login form until the first
 * figure after login shows: what the login page loaded before (counted by pageJsSize) is left out,
 * and what the app prefetches on focus or typing is in, as it is downloaded for this journey.
 */
export async function jsAfterLogin(browser: Browser, journey: LoginJourney): Promise<JsSize> {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  let counting = false;
  const total = countJs(page, () => counting);
  await page.goto(journey.loginUrl, { waitUntil: 'networkidle' });
  counting = true;
  // Labels of the en-US login form; the submit button by type, whatever its text.
  const email = page.getByLabel('Email', { exact: true });
  await email.click();
  await email.fill(journey.account.sEmail);
  const password = page.getByLabel('Password', { exact: true });
  await password.click();
  await password.fill(journey.account.sPassword);
  await page.locator('form button[type=submit]').click();
  await page.waitForFunction(showsDigit, journey.selector, { polling: 'raf', timeout: 30_000 });
  counting = false;
  const size = await total();
  await context.close();
  return size;
}

export interface TimingTarget {
  url: string;
  /** A CSS selector whose element must show a digit. */
  selector: string;
  /** Prepares a fresh page before the navigation (e.g. puts a session in local storage). */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Opens `target` in a fresh context (cold cache) and waits until `selector` shows a digit; `then`
 * gets the page and the milliseconds from navigation start, before the context closes.
 */
export async function visitUntilFigure<T>(
  browser: Browser,
  target: TimingTarget,
  then: (page: Page, elapsed: number) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await target.prepare?.(page);
    await page.goto(target.url, { waitUntil: 'commit' });
    const handle = await page
      .waitForFunction(showsDigit, target.selector, { polling: 'raf', timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`${target.url}: no digit in ${target.selector} within 30 s`, { cause: error });
      });
    return await then(page, Number(await handle.jsonValue()));
  } finally {
    await context.close();
  }
}

/**
 * `target` over a slower network: Chromium adds `latencyMs` before every answer of the page's (its
 * emulation, no throughput limit), as a server a few countries away would. Still HTTP/1.1 with six
 * connections to the origin, as the mock serves: the first screen's files queue in rounds of six.
 */
export const withLatency = (target: TimingTarget, latencyMs: number): TimingTarget => ({
  ...target,
  prepare: async (page) => {
    await target.prepare?.(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  },
});

/** Milliseconds from navigation start until `selector` shows a digit, in a fresh context (cold cache). */
export const timeToFigure = (browser: Browser, target: TimingTarget): Promise<number> =>
  visitUntilFigure(browser, target, async (_page, elapsed) => elapsed);

/**
 * `runs` cold loads of each target, alternately (app, reference, app, ...): a machine that gets
 * busier or quieter during the series slows or speeds both sides alike, so their ratio holds.
 * One untimed load of each comes first: the first request of a list after the mock started scans
 * and sorts the collection once (mock-server/listCache.ts), a cost of the fake API, not of the app.
 */
export async function interleavedTimes(
  browser: Browser,
  app: TimingTarget,
  reference: TimingTarget,
  runs: number,
): Promise<{ app: number[]; reference: number[] }> {
  await timeToFigure(browser, app);
  await timeToFigure(browser, reference);
  const times = { app: [] as number[], reference: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    times.app.push(await timeToFigure(browser, app));
    times.reference.push(await timeToFigure(browser, reference));
  }
  return times;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which `p` percent of the values fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
