import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';
import { BOTH_PROFILES_SPECS, E2E_ENV } from './tests/e2e/env';
import type { ProfileOptions } from './tests/e2e/fixtures';

/**
 * E2E in Debian's Chromium (never a downloaded browser) against the built app served by the mock on
 * free ports: tests/e2e/global-setup.ts builds when stale and starts the shared server; specs that
 * change data get their own server (tests/e2e/fixtures.ts).
 */
const screenshots = process.env.SCREENSHOTS === '1';

export default defineConfig<ProfileOptions>({
  testDir: 'tests/e2e',
  // The screenshots spec writes docs/screenshots/: it runs only through `npm run screenshots`.
  testIgnore: screenshots ? [] : ['**/screenshots.spec.ts'],
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  // The whole run's bound, with room for a slow day within CI's 90 min for all steps: 25 min cut a
  // passing run short on 2026-11-29, while Chromium 156 loaded its omnibox popup for every page (off
  // since then, tests/chromium.ts).
  globalTimeout: 50 * 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    // Set by the global setup; workers load this file after it ran.
    baseURL: process.env[E2E_ENV.baseUrl],
    browserName: 'chromium',
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // Recording a trace (DOM snapshots and screenshots at every step) nearly doubled the time of a
    // long walk on 2 cores. In CI (one retry) a failing test is traced on its retry; locally, where
    // nothing is retried, every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'default', use: { mockProfile: 'default' } },
    // The main flows again, against a backend with exactly the spec's calls and answer shapes.
    {
      name: 'spec',
      testMatch: BOTH_PROFILES_SPECS.map((file) => `**/${file}`),
      use: { mockProfile: 'spec', baseURL: process.env[E2E_ENV.specBaseUrl] },
    },
  ],
});
