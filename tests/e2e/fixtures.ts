/**
 * `test` runs against the shared server. `isolatedTest` gives each test its own server on a copy of
 * the freshly seeded data, for specs that change what others read (passwords, profile).
 * Both fail a test whose page reported a Content-Security-Policy violation.
 */
import { test as playwrightTest, expect, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MockProfile } from '../../mock-server/profiles';
import { startMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { E2E_ENV } from './env';

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

/** The Content-Security-Policy violations `page` reports from now on, across navigations, with their source. */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return violations;
}

/**
 * The app's policy (mock-server/security.ts) forbids eval and outside origins. The browser blocks what
 * breaks it, so a violation is a feature that silently does not work, or a library probing (Zod's eval
 * check did, on every page). Every page a spec opens fails its test on a violation.
 */
export interface ProfileOptions {
  /** The mock's profile this project runs against (playwright.config.ts projects). */
  mockProfile: MockProfile;
}

const base = playwrightTest.extend<ProfileOptions>({
  mockProfile: ['default', { option: true }],
  page: async ({ page }, provide) => {
    const violations = await cspViolations(page);
    await provide(page);
    expect(violations, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
  },
});

export const test = base;
export { expect };

interface IsolationOptions {
  /** The seeded data file each isolated server starts from (set by the global setup). */
  pristineData: string;
}

export const isolatedTest = base.extend<IsolationOptions>({
  pristineData: [process.env[E2E_ENV.pristineData] ?? '', { option: true }],
  baseURL: [
    async ({ pristineData, mockProfile }, provide, testInfo) => {
      const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-own-'));
      const dataFile = join(dir, 'data.json');
      copyFileSync(pristineData, dataFile);
      const mock = await startMock({
        root: ROOT,
        dataFile,
        serveDist: true,
        quiet: true,
        profile: mockProfile,
        testRoutes: true,
        // The rich-text codec (jsdom) loads at a test's first rich-text save rather than 3 s after
        // the start: most tests save none, and the warm-up cost each of some 100 servers 1.3 s of CPU
        // that the browsers of the run were waiting for. A test lives well under these 10 minutes.
        env: { MOCK_RICH_TEXT_WARMUP_MS: String(10 * 60_000) },
      });
      try {
        await provide(mock.url);
      } finally {
        await mock.stop();
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach('mock-output.txt', { body: mock.output(), contentType: 'text/plain' });
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'test', timeout: 60_000 },
  ],
});
