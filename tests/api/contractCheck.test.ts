/**
 * `npm run contract` against real servers: the mock in its default profile is compatible; a backend
 * that drops a required field (the mock behind a proxy that removes one) is not, with a clear line,
 * and the CLI exits 1 (2 on a usage error).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractCheck } from '../../scripts/lib/contract/run';
import { ROOT } from '../../scripts/lib/paths';
import { ACCOUNTS, API, startMock, type TestMock } from './helpers';

let mock: TestMock;
let mockServer: Server;
let proxy: Server;

const listen = async (app: express.Express): Promise<Server> => {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
};
const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${API}`;

/** The mock as it is, except that the 4th buy order of every POST admin/orders page has no sEmail. */
function droppingProxy(target: string): express.Express {
  const app = express();
  app.use(express.raw({ type: () => true }));
  app.all(/.*/, async (req, res) => {
    const headers = new Headers();
    for (const name of ['authorization', 'content-type', 'language']) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const upstream = await fetch(`${target}${req.url.slice(API.length)}`, {
      method: req.method,
      headers,
      body: Buffer.isBuffer(req.body) && req.body.length ? req.body.toString('utf8') : undefined,
    });
    let text = await upstream.text();
    if (req.path.endsWith('/admin/orders') && upstream.ok) {
      const body = JSON.parse(text) as { data: Record<string, unknown>[] };
      delete body.data[3].sEmail;
      text = JSON.stringify(body);
    }
    const token = upstream.headers.get('authorization');
    if (token) res.setHeader('Authorization', token);
    res.status(upstream.status).type('application/json').send(text);
  });
  return app;
}

beforeAll(async () => {
  mock = await startMock();
  mockServer = await listen(mock.app);
  proxy = await listen(droppingProxy(baseOf(mockServer)));
});
afterAll(async () => {
  proxy.close();
  mockServer.close();
  await mock.stop();
});

const check = (api: string) =>
  runContractCheck({
    api,
    email: ACCOUNTS.admin.sEmail,
    password: ACCOUNTS.admin.sPassword,
    timeoutMs: 10_000,
  });

/** Runs the CLI (tsx) to its end; the servers of this process keep answering meanwhile. */
async function cli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/contract.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, CONTRACT_PASSWORD: ACCOUNTS.admin.sPassword },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('npm run contract', () => {
  it('finds the mock in its default profile compatible, every call checked', async () => {
    const report = await check(baseOf(mockServer));
    expect(report.lines.filter((line) => line.verdict !== 'ok')).toEqual([]);
    expect(report.compatible).toBe(true);
    expect(report.lines.map((line) => line.label)).toEqual(
      expect.arrayContaining([
        'POST admin/login',
        'GET admin/kyc/{id}',
        'POST admin/invoice/link',
        'GET admin/logout',
      ]),
    );
    expect(report.lines.find((line) => line.label === 'GET admin/token/verify')?.reading).toBe('data');
  });

  it('fails a backend that drops a required field, naming the call, the record and the field', async () => {
    const report = await check(baseOf(proxy));
    expect(report.compatible).toBe(false);
    const failed = report.lines.filter((line) => line.verdict === 'fail');
    expect(failed).toEqual([
      expect.objectContaining({ label: 'POST admin/orders', notes: ['record 3 lacks sEmail (required)'] }),
    ]);
  });

  it('the CLI prints the line and exits 1 against that backend', async () => {
    const { code, output } = await cli(['--api', baseOf(proxy), '--email', ACCOUNTS.admin.sEmail]);
    expect(output).toMatch(/FAIL\s+200\s+POST admin\/orders/);
    expect(output).toContain('- record 3 lacks sEmail (required)');
    expect(output).toContain('Not compatible: 1 of');
    expect(code).toBe(1);
  });

  it('the CLI exits 2 on a usage error', async () => {
    const { code, output } = await cli(['--api', 'not-a-url', '--email', 'a@b.c']);
    expect(code).toBe(2);
    expect(output).toContain('--api must be an http(s) URL');
  });
});
