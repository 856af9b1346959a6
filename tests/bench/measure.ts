/** What the bench measures in Chromium and on disk. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

export interface JsSize {
  files: number;
  gzipBytes: number;
}

/** Every .js file under a build folder, gzip-compressed one by one. */
export function buildJsSize(folder: string): JsSize {
  const files: string[] = [];
  const walk = (dir: string) =>
    readdirSync(dir).forEach((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) files.push(path);
    });
  walk(folder);
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0),
  };
}

/** The JS a fresh browser downloads to show `url` (until the network is idle). */
export async function pageJsSize(browser: Browser, url: string): Promise<JsSize> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js') && response.ok()) {
      bodies.push(response.body().then(gzipSize));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  await context.close();
  return { files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

export interface TimingTarget {
  url: string;
  /** A CSS selector whose element must show a digit. */
  selector: string;
  /** Prepares a fresh page before the navigation (e.g. puts a session in local storage). */
  prepare?: (page: Page) => Promise<void>;
}

/** Milliseconds from navigation start until `selector` shows a digit, in a fresh context (cold cache). */
export async function timeToFigure(browser: Browser, target: TimingTarget): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await target.prepare?.(page);
  await page.goto(target.url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => {
      const text = document.querySelector(selector)?.textContent ?? '';
      return /\d/.test(text) ? performance.now() : false;
    },
    target.selector,
    { polling: 'raf', timeout: 30_000 },
  );
  const elapsed = Number(await handle.jsonValue());
  await context.close();
  return elapsed;
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
