/**
 * List latency over HTTP at 100 000 orders (`npm run bench`, or `npx tsx tests/bench/latency.ts`
 * alone): the mock's CLI in a child process on a seeded data file, p50/p95 of a filtered, sorted
 * page of each list endpoint (sequential requests, pages 1-10 in turn), of one write, and of the
 * review loop (an accept, then the pending page reloaded), side by side with json-server 0.17.4's
 * own paging of the same data in another child process.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeed } from '../../mock-server/seed';
import { resetStorage } from '../../mock-server/storage';
import { startBenchMock } from './benchMock';
import { ROOT } from '../../scripts/lib/paths';
import { freePort, spawnTs, stopProcess, waitForHttp } from '../../scripts/lib/processes';
import { ACCOUNTS } from '../fixtures/accounts';

import { percentile } from './measure';

const ORDERS = Number(process.env.MOCK_ORDERS ?? 100_000);
const RUNS = 60;
const WARM_UP = 5;
const GOAL_P95_MS = 20;
const ADMIN = ACCOUNTS.admin;

interface Row {
  name: string;
  mock: number[];
  /** The first call of the query after start, which builds its cache (listCache.ts). */
  first?: number;
  reference?: number[];
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return performance.now() - start;
}

/** RUNS sequential requests (after a warm-up, the first timed apart), page 1 to 10 in turn. */
async function sample(
  request: (page: number) => Promise<Response>,
  before?: () => Promise<unknown>,
): Promise<{ times: number[]; first: number }> {
  let first = 0;
  for (let run = 0; run < WARM_UP; run += 1) {
    await before?.();
    const time = await timed(() => request(run % 10));
    if (run === 0) first = time;
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await before?.();
    times.push(await timed(() => request(run % 10)));
  }
  return { times, first };
}

async function startReference(dataFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawnTs(ROOT, 'tests/bench/jsonServerRef.ts', [dataFile, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/meta`, 180_000, child);
  return { url, child };
}

export async function benchLatency(orders = ORDERS): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'giftdesk-bench-latency-'));
  const dataFile = join(dir, 'db.json');
  await resetStorage(dataFile, () => buildSeed({ orders }));
  const mock = await startBenchMock({ root: ROOT, dataFile, quiet: true, startTimeoutMs: 180_000 });
  let reference: { url: string; child: ChildProcess } | undefined;
  try {
    const login = await fetch(`${mock.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = login.headers.get('authorization') ?? '';
    const call = (method: 'POST' | 'PUT', path: string, body: object) =>
      fetch(`${mock.url}/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify(body),
      });
    const page = (path: string, filter: object) => (n: number) =>
      call('POST', path, { ...filter, sort: 'dCreatedAt', order: 'desc', nStart: n * 10, nLimit: 10 });

    const rows: Row[] = [];
    const list = async (name: string, path: string, filter: object) => {
      const { times, first } = await sample(page(path, filter));
      rows.push({ name, mock: times, first });
    };
    await list('Buy orders, pending (status 1)', '/admin/orders', { eType: 'Buy', status: 1 });
    await list('Buy orders, accepted (status 2)', '/admin/orders', { eType: 'Buy', status: 2 });
    await list('Buy orders, delivered (status 3)', '/admin/orders', { eType: 'Buy', status: 3 });
    await list('Sell orders, pending', '/admin/sellorders', { eStatus: 'Pending' });
    await list('Sell orders, all', '/admin/sellorders', {});
    await list('Transactions, successful', '/admin/transactions', { eStatus: 'Success' });
    await list('Wallet transactions', '/admin/transactions-wallet', {});

    // One write: accepting pending orders one after the other (each acknowledged once durable).
    const ids: string[] = [];
    for (const nStart of [0, 100]) {
      const pending = (await (
        await call('POST', '/admin/orders', { status: 1, nStart, nLimit: 100 })
      ).json()) as {
        data: { _id: string }[];
      };
      ids.push(...pending.data.map((order) => order._id));
    }
    const accept = () => call('PUT', '/admin/order/accept', { cartId: ids.shift() ?? '' });
    const accepts = await sample(accept);
    rows.push({ name: 'PUT admin/order/accept (write)', mock: accepts.times });
    // The review loop: an accept, then the pending list reloaded (only the reload is timed).
    const reload = await sample(() => page('/admin/orders', { eType: 'Buy', status: 1 })(0), accept);
    rows.push({ name: 'Pending page 1 reloaded after each accept', mock: reload.times });

    // json-server's own paging of the same orders (it filters on the stored field, nStatus).
    reference = await startReference(dataFile);
    const jsonServerPage = (n: number) =>
      fetch(
        `${reference?.url}/orders?eType=Buy&nStatus=1&_sort=dCreatedAt&_order=desc&_page=${n + 1}&_limit=10`,
      );
    rows[0].reference = (await sample(jsonServerPage)).times;
    return rows;
  } finally {
    if (reference) await stopProcess(reference.child);
    await mock.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printLatencyBench(rows: Row[], orders = ORDERS): void {
  const ms = (values?: number[]) =>
    values ? `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms` : '-';
  const lists = rows.filter((row) => !row.name.includes('write'));
  const worst = Math.max(...lists.map((row) => percentile(row.mock, 95)));
  const table: string[][] = [
    [
      'Page of 10, newest first',
      'Giftdesk mock p50 / p95',
      'first call after start',
      'json-server 0.17.4 router p50 / p95',
    ],
    ...rows.map((row) => [
      row.name,
      ms(row.mock),
      row.first === undefined ? '-' : `${row.first.toFixed(1)} ms`,
      ms(row.reference),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    [
      '',
      `List latency over HTTP at ${orders.toLocaleString('en-US')} orders (${RUNS} sequential requests each, child processes):`,
      line(table[0]),
      line(widths.map((width) => '-'.repeat(width))),
      ...table.slice(1).map(line),
      `Goal p95 < ${GOAL_P95_MS} ms for the list pages: ${worst < GOAL_P95_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(1)} ms).`,
      'json-server: GET /orders?eType=Buy&nStatus=1&_sort=dCreatedAt&_order=desc&_page=N&_limit=10 (same data).',
      'First call: the first request of a query after start scans and sorts the collection; later pages,',
      'and the same query after writes, are served from its sorted matches (mock-server/listCache.ts).',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printLatencyBench(await benchLatency());
