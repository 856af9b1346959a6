/**
 * Builds the app when stale, seeds one data file, and starts the shared server (the `npm start`
 * shape: mock API + built app on one free port). Returns the teardown that stops it.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../../scripts/lib/build';
import { seedDataFile, startMock, type RunningMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { E2E_ENV } from './env';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureBuilt({ root: ROOT, log: (line) => console.log(`[e2e] ${line}`) });

  const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-'));
  const pristine = join(dir, 'pristine.json');
  const shared = join(dir, 'shared.json');
  let mock: RunningMock;
  try {
    await seedDataFile(ROOT, pristine);
    copyFileSync(pristine, shared);
    mock = await startMock({ root: ROOT, dataFile: shared, serveDist: true, quiet: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  console.log(`[e2e] shared server on ${mock.url}`);
  process.env[E2E_ENV.baseUrl] = mock.url;
  process.env[E2E_ENV.pristineData] = pristine;

  return async () => {
    await mock.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
