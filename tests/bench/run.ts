/**
 * `npm run bench`: builds Giftdesk and the reference react-admin app (tests/bench/reference), then
 * prints side by side the gzip size of the JS the start page loads, of the whole build's JS, and the
 * time to the first figure in Chromium (median of 5 cold loads). Informative: no thresholds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ensureBuilt } from '../../scripts/lib/build';
import { startMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { spawnTs } from '../../scripts/lib/processes';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { buildJsSize, median, pageJsSize, timeToFigure, type TimingTarget } from './measure';
import { serveFolder } from './staticServer';
import { benchOrders, printOrdersBench } from './orders';
import { CHROMIUM_LAUNCH } from '../chromium';
import { benchLighthouse, printLighthouse } from './lighthouse';
import { ACCOUNTS } from '../fixtures/accounts';

const RUNS = 5;
const ADMIN = ACCOUNTS.admin;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const size = ({ gzipBytes, files }: { gzipBytes: number; files: number }) =>
  `${kB(gzipBytes)} (${files} ${files === 1 ? 'file' : 'files'})`;

async function adminSession(apiBase: string): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${apiBase}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = response.headers.get('authorization');
  const body = (await response.json()) as { userId?: string; message?: string };
  if (!response.ok || !token) throw new Error(`admin login failed: ${response.status} ${body.message ?? ''}`);
  return { token, userId: body.userId ?? '' };
}

async function medianTime(browser: Parameters<typeof timeToFigure>[0], target: TimingTarget) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timeToFigure(browser, target));
  return median(times);
}

function printTable(rows: [string, string, string][]): void {
  const header: [string, string, string] = ['', 'Giftdesk', 'Reference react-admin app'];
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

await ensureBuilt({ root: ROOT });
await ensureBuilt({
  root: ROOT,
  configFile: 'tests/bench/vite.config.ts',
  outDir: 'tests/bench/dist',
  inputs: ['tests/bench/reference', 'tests/bench/vite.config.ts', 'vite.config.ts', 'package-lock.json'],
});

const dataDir = mkdtempSync(join(tmpdir(), 'giftdesk-bench-'));
const mock = await startMock({
  root: ROOT,
  dataFile: join(dataDir, 'data.json'),
  serveDist: true,
  reset: true,
  quiet: true,
});
const reference = await serveFolder(join(ROOT, 'tests/bench/dist'));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const session = await adminSession(mock.url);
  const signIn = async (page: Page) => {
    await page.addInitScript(
      ([tokenKey, token, userIdKey, userId]) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userIdKey, userId);
      },
      [TOKEN_KEY, session.token, USER_ID_KEY, session.userId],
    );
  };

  const appStart = await pageJsSize(browser, `${mock.url}/auth/login`);
  const refStart = await pageJsSize(browser, `${reference.url}/`);
  const appAll = buildJsSize(join(ROOT, 'dist'));
  const refAll = buildJsSize(join(ROOT, 'tests/bench/dist'));
  const appTime = await medianTime(browser, {
    url: `${mock.url}/admin/dashboard`,
    selector: '[data-testid=dashboard-users]',
    prepare: signIn,
  });
  const refTime = await medianTime(browser, { url: `${reference.url}/#/posts`, selector: 'tbody tr' });

  printTable([
    ['Start page JS, gzip (Giftdesk: /auth/login)', size(appStart), size(refStart)],
    ['Whole build JS, gzip', size(appAll), size(refAll)],
    [
      `First figure visible, median of ${RUNS} cold loads`,
      `${ms(appTime)} (dashboard users)`,
      `${ms(refTime)} (first list row)`,
    ],
  ]);
  console.log(
    `\ngzip level 9 per file; Chromium ${browser.version()}; times from navigation start (performance.now()).`,
  );
  // Orders area: list and write latency at 100 000 orders (tests/bench/orders.ts).
  printOrdersBench(await benchOrders());
  printLighthouse(await benchLighthouse(mock.url, session));
  // [area:perf] List latency over HTTP vs json-server, timed from a process of its own: this one holds
  // the 100 000 orders above and Lighthouse's results, whose garbage collections can pause the timed
  // requests (timed from here, one run gave a p95 of 31 ms; the script alone gives 4-6 ms).
  await new Promise<void>((resolve, reject) =>
    spawnTs(ROOT, 'tests/bench/latency.ts', [], { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tests/bench/latency.ts exited with ${code}`)),
    ),
  );
} finally {
  await browser.close();
  await reference.close();
  await mock.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
