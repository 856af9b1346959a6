/**
 * `test` runs against the shared server. `isolatedTest` gives each test its own server on a copy of
 * the freshly seeded data, for specs that change what others read (passwords, profile).
 */
import { test as base } from '@playwright/test';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { E2E_ENV } from './env';

export const test = base;
export { expect } from '@playwright/test';

interface IsolationOptions {
  /** The seeded data file each isolated server starts from (set by the global setup). */
  pristineData: string;
}

export const isolatedTest = base.extend<IsolationOptions>({
  pristineData: [process.env[E2E_ENV.pristineData] ?? '', { option: true }],
  baseURL: [
    async ({ pristineData }, provide, testInfo) => {
      const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-own-'));
      const dataFile = join(dir, 'data.json');
      copyFileSync(pristineData, dataFile);
      const mock = await startMock({ root: ROOT, dataFile, serveDist: true, quiet: true });
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
