/**
 * Orders at scale (`npm run bench`, or `npx tsx tests/bench/orders.ts` alone): a mock seeded with
 * 100 000 orders (MOCK_ORDERS), then p50/p95 of a filtered, sorted page of POST admin/orders, and
 * the latency of writes: an accept (its save names the changed order: one journal line) and a
 * profile edit (an unhinted save: only the collections the request read are re-encoded).
 * The first call of each kind is reported apart: it scans and sorts the collection, or builds the
 * id index, once after start; the percentiles are of the calls after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createMockServer } from '../../mock-server/app';
import { ACCOUNTS } from '../fixtures/accounts';

import { percentile } from './measure';

const ORDERS = Number(process.env.MOCK_ORDERS ?? 100_000);
const LIST_RUNS = 40;
const WRITE_RUNS = 6;
const ADMIN = ACCOUNTS.admin;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

interface Latency {
  /** The slowest of the first calls (one per query). */
  first: number;
  p50: number;
  p95: number;
}

export interface OrdersBench {
  orders: number;
  list: Latency;
  acceptWrite: Latency;
  fullWrite: Latency;
}

const STATUSES = [1, 2, 3];

export async function benchOrders(orders = ORDERS): Promise<OrdersBench> {
  const dir = mkdtempSync(join(tmpdir(), 'giftdesk-bench-orders-'));
  try {
    const server = await createMockServer({
      dataFile: join(dir, 'db.json'),
      quiet: true,
      seedOrders: orders,
    });
    const api = request(server.app);
    const token = (await api.post('/api/v1/admin/login').send(ADMIN)).headers.authorization as string;
    const post = (path: string, body: object) =>
      api.post(`/api/v1${path}`).set('Authorization', token).send(body);

    const page = (status: number) =>
      post('/admin/orders', {
        eType: 'Buy',
        status,
        sort: 'nTotalAmount',
        order: 'desc',
        nStart: 20,
        nLimit: 20,
      });
    const listFirst: number[] = [];
    for (const status of STATUSES) listFirst.push(await timed(() => page(status)));
    const list: number[] = [];
    for (let run = 0; run < LIST_RUNS; run += 1)
      list.push(await timed(() => page(STATUSES[run % STATUSES.length])));

    const pending = (await post('/admin/orders', { status: 1, nLimit: WRITE_RUNS + 1 })).body.data as {
      _id: string;
    }[];
    const accept: number[] = [];
    for (const order of pending) {
      accept.push(
        await timed(() =>
          api.put('/api/v1/admin/order/accept').set('Authorization', token).send({ cartId: order._id }),
        ),
      );
    }
    const full: number[] = [];
    for (let run = 0; run <= WRITE_RUNS; run += 1) {
      full.push(
        await timed(() => post('/admin/editprofile', { sFullName: `Admin ${run}`, sEmail: ADMIN.sEmail })),
      );
    }
    await server.close();
    const latency = (first: number[], rest: number[]): Latency => ({
      first: Math.max(...first),
      p50: percentile(rest, 50),
      p95: percentile(rest, 95),
    });
    return {
      orders,
      list: latency(listFirst, list),
      acceptWrite: latency(accept.slice(0, 1), accept.slice(1)),
      fullWrite: latency(full.slice(0, 1), full.slice(1)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printOrdersBench(result: OrdersBench): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const line = (label: string, { first, p50, p95 }: Latency) =>
    `  ${label.padEnd(42)} p50 ${ms(p50)}, p95 ${ms(p95)} (first call after start ${ms(first)})`;
  console.log(
    [
      '',
      `Orders at ${result.orders.toLocaleString('en-US')} orders (in-process mock, supertest):`,
      line('POST admin/orders, filtered + sorted page:', result.list),
      line('PUT admin/order/accept (hinted save):', result.acceptWrite),
      line('POST admin/editprofile (unhinted save):', result.fullWrite),
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printOrdersBench(await benchOrders());
