/**
 * `npm start`: builds the app when dist/ is missing or stale, then runs the mock API serving the
 * built app, /api/v1, /media and /invoice on one port (MOCK_PORT, default 3001). The mock prints the
 * URL and the seeded accounts. Extra arguments go to the mock (e.g. `npm start -- --reset`);
 * `--rebuild` forces a build.
 */
import { ensureBuilt } from './lib/build';
import { ROOT } from './lib/paths';
import { spawnTs } from './lib/processes';
import { createSupervisor } from './lib/signals';

const args = process.argv.slice(2);
await ensureBuilt({ root: ROOT, force: args.includes('--rebuild') });
const mockArgs = ['--serve-dist', ...args.filter((arg) => arg !== '--rebuild')];
createSupervisor().add(
  spawnTs(ROOT, 'mock-server/main.ts', mockArgs, { stdio: 'inherit' }),
  'The mock server',
);
