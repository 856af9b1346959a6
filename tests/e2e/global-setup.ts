/**
 * Builds the app when stale, seeds one data file, and starts the shared server (the `npm start`
 * shape: mock API + built app on one free port). Returns the teardown that stops it.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../../scripts/lib/build';
import { seedDataFile, startMock, type RunningMock } from '../../scripts/lib/mock';
import { bundleMock, MOCK_BUNDLE_ENV } from '../../scripts/lib/mockBundle';
import { ROOT } from '../../scripts/lib/paths';
import { E2E_ENV } from './env';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureBuilt({ root: ROOT, log: (line) => console.log(`[e2e] ${line}`) });
  // Every server of the run, the tests' own included, starts from one compiled mock.
  const bundle = await bundleMock(ROOT);
  process.env[MOCK_BUNDLE_ENV] = bundle.file;

  const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-'));
  const pristine = join(dir, 'pristine.json');
  const shared = join(dir, 'shared.json');
  const sharedSpec = join(dir, 'shared-spec.json');
  const mocks: RunningMock[] = [];
  try {
    await seedDataFile(ROOT, pristine);
    copyFileSync(pristine, shared);
    copyFileSync(pristine, sharedSpec);
    const [mock, specMock] = await Promise.all([
      startMock({ root: ROOT, dataFile: shared, serveDist: true, quiet: true }),
      // The backend as the spec writes it; the outbox stays reachable for the tests only.
      startMock({
        root: ROOT,
        dataFile: sharedSpec,
        serveDist: true,
        quiet: true,
        profile: 'spec',
        testRoutes: true,
      }),
    ]);
    mocks.push(mock, specMock);
  } catch (error) {
    await Promise.all(mocks.map((mock) => mock.stop()));
    rmSync(dir, { recursive: true, force: true });
    bundle.remove();
    throw error;
  }
  const [mock, specMock] = mocks;
  console.log(`[e2e] shared servers: default profile on ${mock.url}, spec profile on ${specMock.url}`);
  process.env[E2E_ENV.baseUrl] = mock.url;
  process.env[E2E_ENV.specBaseUrl] = specMock.url;
  process.env[E2E_ENV.pristineData] = pristine;

  return async () => {
    await Promise.all(mocks.map((running) => running.stop()));
    rmSync(dir, { recursive: true, force: true });
    bundle.remove();
  };
}
