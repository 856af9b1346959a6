/**
 * `npm run dev`: the mock API on MOCK_PORT (default 3001) and the Vite dev server with HMR, which
 * proxies /api, /media and /invoice to the mock (vite.config.ts). Ctrl-C stops both. Extra arguments
 * go to the mock (e.g. `npm run dev -- --reset`).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/paths';
import { LOCALHOST, spawnTs, stopProcess, waitForHttp } from './lib/processes';
import { createSupervisor } from './lib/signals';

const mockPort = process.env.MOCK_PORT ?? '3001';
const mockHost = process.env.MOCK_HOST ?? LOCALHOST;
const VITE_PORT = 5173;
// Reset mails link to the app as the browser reaches it (the dev server), never to a request's Host.
const env = {
  ...process.env,
  MOCK_PORT: mockPort,
  MOCK_PUBLIC_URL: process.env.MOCK_PUBLIC_URL ?? `http://${LOCALHOST}:${VITE_PORT}`,
};
const supervisor = createSupervisor();
const mock = spawnTs(ROOT, 'mock-server/main.ts', process.argv.slice(2), { stdio: 'inherit', env });
supervisor.add(mock, 'The mock server');

// Vite starts once the mock listens, so the first page load does not meet a refused proxy.
try {
  await waitForHttp(`http://${mockHost}:${mockPort}/api/v1/admin/token/verify`, 60_000, mock);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopProcess(mock);
  process.exit(1);
}
const viteCli = join(ROOT, 'node_modules/vite/bin/vite.js');
supervisor.add(
  spawn(process.execPath, [viteCli, '--host', LOCALHOST, '--port', String(VITE_PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  }),
  'Vite',
);
