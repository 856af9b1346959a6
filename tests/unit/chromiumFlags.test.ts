import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DISABLED_FEATURES } from '../chromium';

/** Playwright's own --disable-features list, as the installed playwright-core declares it. */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\](?:\.filter\(Boolean\))?;/.exec(bundle)?.[1];
  if (list === undefined)
    throw new Error('playwright-core no longer declares disabledFeatures where expected');
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1]);
}

describe("the browsers' --disable-features", () => {
  // Chromium reads only the last --disable-features, so ours replaces Playwright's: an upgrade of
  // Playwright that adds one would otherwise lose it silently.
  it("still holds every feature Playwright's own list turns off", () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(playwright.filter((feature) => !DISABLED_FEATURES.includes(feature))).toEqual([]);
  });
});
