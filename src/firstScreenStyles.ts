/**
 * Material UI's styles of the admin's first screens, prepared ahead (issue 23): what a first visit
 * gets where a returning one has its own stored styles (src/storedStyles.ts). Same mechanism: a
 * `<style>` whose `data-emotion` attribute reads "<cache key> <name> <name>..." makes Emotion's cache
 * adopt those names when it is created, and their components then render without writing anything.
 *
 * `npm run styles:capture` (scripts/captureStyles.ts) loads the dashboard and the first lists of the
 * built app in Chromium, in each direction (each has its cache), and records each rule as Emotion
 * wrote it, before the browser read it: a file is the same for every browser. A name is Emotion's hash of its styles, so a rule whose
 * component changed since is simply not used, and the new one is written as without this file; the
 * e2e test `storedStyles.spec.ts` tells when the file needs capturing again.
 *
 * The file is fetched side by side with the admin's chunks, and usually arrives before them. The
 * admin's caches are created at its first render (i18n/Direction.tsx) or with the right-to-left
 * messages (i18n/directionLoader.ts), and both wait for the file (boot.tsx): with the browser's cache warm, the chunks came first and Material UI's default cache,
 * created as its code ran, had missed the file every time. Should the file come later still, it goes
 * before Emotion's own elements, where its rules (unused or duplicated) override none of Emotion's.
 */

import { adoptableStyle } from './storedStyles';

/** Each name in the order Emotion first wrote it, and the CSS of all of them in that order. */
export interface FirstScreenSheet {
  names: string[];
  css: string;
}

/** How long the admin's first render waits at most for the file. */
export const FIRST_SCREEN_STYLES_WAIT_MS = 1_000;

const NAME = /^[\w-]+$/;

export const isFirstScreenSheet = (value: unknown): value is FirstScreenSheet =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as FirstScreenSheet).names) &&
  (value as FirstScreenSheet).names.every((name) => typeof name === 'string' && NAME.test(name)) &&
  typeof (value as FirstScreenSheet).css === 'string';

/** Puts `sheet` in the page for the cache `key` to adopt, ahead of any style Emotion has written. */
export function putFirstScreenSheet(sheet: FirstScreenSheet, key: string, doc: Document = document): void {
  if (sheet.names.length === 0) return;
  const style = adoptableStyle(doc, key, sheet.names, sheet.css);
  doc.head.insertBefore(style, doc.head.querySelector('style[data-emotion]'));
}

let inPage: Promise<void> | undefined;

/** Fetches the build's sheet of the cache `key` and puts it in the page; a failure leaves Emotion to write every style. */
export function loadFirstScreenStyles(url: string, key: string, doc: Document = document): Promise<void> {
  inPage = (async () => {
    try {
      const response = await fetch(url);
      if (!response.ok) return;
      const sheet: unknown = await response.json();
      if (isFirstScreenSheet(sheet)) putFirstScreenSheet(sheet, key, doc);
    } catch {
      // Offline or blocked: the page writes its own styles, as a build without the file would.
    }
  })();
  return inPage;
}

/**
 * Resolves once the sheet that loadFirstScreenStyles asked for is in the page (or has failed), and
 * at once when none was: the admin's first render waits for it, but never longer than `maxWaitMs`.
 */
export function firstScreenStylesSettled(maxWaitMs = FIRST_SCREEN_STYLES_WAIT_MS): Promise<void> {
  if (!inPage) return Promise.resolve();
  return Promise.race([inPage, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}
