/**
 * `npm run bench`: builds Giftdesk and the reference react-admin app (tests/bench/reference) when
 * stale, then prints every goal of issue 23 beside its figure, as ratios against the reference, in
 * one Markdown table (goals.ts), after the detail: Lighthouse's scores, the orders at scale table
 * and the list latency over HTTP. Informative: a missed goal says "missed", the exit code stays 0.
 * BENCH_ONLY=load,js,lighthouse,orders,import runs only the parts named (load: cold loads to the
 * first figure, and where the list's cold load spent its time, phases.ts; js: JS sizes; lighthouse:
 * both presets; orders: the mock's latency at 100 000 orders; import: a 10 000-line redeem-code CSV
 * imported in Chromium, its time and longest main-thread task).
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { ensureBuilt } from '../../scripts/lib/build';
import { ROOT } from '../../scripts/lib/paths';
import { spawnTs } from '../../scripts/lib/processes';
import { printGoals, type GoalRow } from './goals';
import { benchOrders, printOrdersBench } from './orders';
import { CHROMIUM_LAUNCH } from '../chromium';
import { benchLighthouse, lighthouseGoals, printLighthouse } from './lighthouse';
import { benchImport, importGoals } from './importBench';
import { adminSession, jsGoals, loadGoals, startServers } from './parts';
import { printLoadPhases } from './phases';

const PARTS = ['load', 'js', 'lighthouse', 'orders', 'import'] as const;
type Part = (typeof PARTS)[number];

function selectedParts(): Part[] {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !PARTS.includes(name as Part));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (${PARTS.join(', ')})`);
  return only.length ? PARTS.filter((part) => only.includes(part)) : [...PARTS];
}

const parts = selectedParts();
const runs = (part: Part) => parts.includes(part);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

const inBrowser = runs('load') || runs('js') || runs('lighthouse') || runs('import');
if (inBrowser) await ensureBuilt({ root: ROOT });
if (runs('load') || runs('js')) {
  await ensureBuilt({
    root: ROOT,
    configFile: 'tests/bench/vite.config.ts',
    outDir: 'tests/bench/dist',
    inputs: ['tests/bench/reference', 'tests/bench/vite.config.ts', 'vite.config.ts', 'package-lock.json'],
  });
}

const browser = inBrowser ? await chromium.launch(CHROMIUM_LAUNCH) : undefined;
// The machine first: the figures only compare within one run, on one machine, at one load.
console.log(
  [
    '',
    `## Giftdesk bench, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    '',
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load()} (1 / 5 / 15 min) at start`,
    `- Chromium ${browser?.version() ?? '(not used)'}, Node ${process.version}`,
    `- Parts: ${parts.join(', ')}${process.env.BENCH_ONLY ? ' (BENCH_ONLY)' : ''}`,
  ].join('\n'),
);

const goals: GoalRow[] = [];
if (browser) {
  const servers = await startServers({ reference: runs('load') || runs('js') });
  try {
    const session = await adminSession(servers.mock.url);
    if (runs('load')) {
      const { goals: loadRows, listPhases } = await loadGoals(browser, servers, session);
      printLoadPhases(
        'Where a cold /admin/pending-orders load at 100,000 orders spends its time',
        listPhases,
      );
      goals.push(...loadRows);
    }
    if (runs('js')) goals.push(...(await jsGoals(browser, servers)));
    if (runs('lighthouse')) {
      const results = await benchLighthouse(servers.mock.url, session);
      printLighthouse(results);
      goals.push(...lighthouseGoals(results));
    }
    if (runs('import')) goals.push(...importGoals(await benchImport(browser, servers.distDir)));
  } finally {
    await browser.close();
    await servers.close();
  }
}

if (runs('orders')) {
  // Orders area: list and write latency at 100 000 orders (tests/bench/orders.ts), after the
  // browser parts: its 100 000 orders live in this process, which also serves the reference app.
  printOrdersBench(await benchOrders());
  // [area:perf] List latency over HTTP vs json-server, timed from a process of its own: this one holds
  // the 100 000 orders above, whose garbage collections can pause the timed requests (timed from
  // here, one run gave a p95 of 31 ms; the script alone gives 4-6 ms).
  await new Promise<void>((resolve, reject) =>
    spawnTs(ROOT, 'tests/bench/latency.ts', [], { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tests/bench/latency.ts exited with ${code}`)),
    ),
  );
}

if (goals.length)
  printGoals(goals, inBrowser ? PARTS.filter((part) => part !== 'orders' && !runs(part)) : []);
console.log(`\nLoad average at the end: ${load()} (1 / 5 / 15 min).`);
