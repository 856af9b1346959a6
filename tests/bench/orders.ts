/**
 * Orders at scale (`npm run bench`, or `npx tsx tests/bench/orders.ts` alone): a mock seeded with
 * 100 000 orders (MOCK_ORDERS), then p50/p95 of a filtered, sorted page of POST admin/orders, and
 * the latency of writes: an accept (its save names the changed order: one journal line) and a
 * profile edit (an unhinted save: only the collections the request read are re-encoded).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createMockServer } from '../../mock-server/app';

import { percentile } from './measure';

const ORDERS = Number(process.env.MOCK_ORDERS ?? 100_000);
const LIST_RUNS = 40;
const WRITE_RUNS = 6;
const ADMIN = { sEmail: 'admin@example.com', sPassword: 'Admin#2026' };

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export interface OrdersBench {
  orders: number;
  list: { p50: number; p95: number };
  acceptWrite: { p50: number; p95: number };
  fullWrite: { p50: number; p95: number };
}

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

    const list: number[] = [];
    for (let run = 0; run < LIST_RUNS; run += 1) {
      list.push(
        await timed(() =>
          post('/admin/orders', {
            eType: 'Buy',
            status: 1 + (run % 3),
            sort: 'nTotalAmount',
            order: 'desc',
            nStart: 20,
            nLimit: 20,
          }),
        ),
      );
    }

    const pending = (await post('/admin/orders', { status: 1, nLimit: WRITE_RUNS })).body.data as {
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
    for (let run = 0; run < WRITE_RUNS; run += 1) {
      full.push(
        await timed(() => post('/admin/editprofile', { sFullName: `Admin ${run}`, sEmail: ADMIN.sEmail })),
      );
    }
    await server.close();
    const pair = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });
    return { orders, list: pair(list), acceptWrite: pair(accept), fullWrite: pair(full) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printOrdersBench(result: OrdersBench): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    [
      '',
      `Orders at ${result.orders.toLocaleString('en-US')} orders (in-process mock, supertest):`,
      `  POST admin/orders, filtered + sorted page: p50 ${ms(result.list.p50)}, p95 ${ms(result.list.p95)}`,
      `  PUT admin/order/accept (hinted save):      p50 ${ms(result.acceptWrite.p50)}, p95 ${ms(result.acceptWrite.p95)}`,
      `  POST admin/editprofile (unhinted save):    p50 ${ms(result.fullWrite.p50)}, p95 ${ms(result.fullWrite.p95)}`,
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printOrdersBench(await benchOrders());
