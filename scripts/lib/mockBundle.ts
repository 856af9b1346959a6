/**
 * The mock compiled ahead into one ES module, for runs that start it many times (the e2e starts one
 * per test that changes data). Through tsx, each start compiles and links some 150 TypeScript files on
 * a loader thread: 1.9 s of CPU and 1.3 s before it answers, on 2 cores where the browsers wait for
 * the same CPU. The bundle starts in 0.7 s of CPU. Packages stay outside it, loaded from node_modules
 * as under tsx, so the bundle lives in the project's tree (node_modules/.cache) where Node finds them.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Each file keeps its own `import.meta.url`: the mock finds its data, seed pictures and the project
 * root relative to its own files, which in one bundle would all be the bundle's address.
 */
const ownFileUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * Where a runner hands its bundle to the processes it starts (Playwright's workers inherit its
 * environment): scripts/lib/mock.ts starts the mock from it when set.
 */
export const MOCK_BUNDLE_ENV = 'GIFTDESK_MOCK_BUNDLE';

export interface MockBundle {
  /** The compiled mock-server/main.ts: `node <file>` takes the same options and environment. */
  file: string;
  remove(): void;
}

export async function bundleMock(root: string): Promise<MockBundle> {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'giftdesk-mock-'));
  const file = join(dir, 'main.mjs');
  try {
    await build({
      absWorkingDir: root,
      entryPoints: ['mock-server/main.ts'],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [ownFileUrls],
      logLevel: 'warning',
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
