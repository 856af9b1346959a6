/**
 * `npm run contract` against real servers: the mock is compatible in its default profile and in its
 * spec profile (the spec's literal shapes, no extensions); a backend that drops a required field (the
 * mock behind a proxy that removes one) is not, with a clear line, and the CLI exits 1 (2 on a usage error).
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

type Body = Record<string, unknown>;
/** Rewrites the successful answer to one path (after /api/v1). */
type Rewrite = (path: string, body: Body) => Body;

/** The mock behind a proxy that rewrites its answers. */
function rewritingProxy(target: string, rewrite: Rewrite): express.Express {
  const app = express();
  app.use(express.raw({ type: () => true }));
  app.all(/.*/, async (req, res) => {
    const headers = new Headers();
    for (const name of ['authorization', 'content-type', 'language']) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const path = req.path.slice(API.length);
    const upstream = await fetch(`${target}${req.url.slice(API.length)}`, {
      method: req.method,
      headers,
      body: Buffer.isBuffer(req.body) && req.body.length ? req.body.toString('utf8') : undefined,
    });
    const body = (await upstream.json()) as Body;
    const token = upstream.headers.get('authorization');
    if (token) res.setHeader('Authorization', token);
    res.status(upstream.status).json(upstream.ok ? rewrite(path, body) : body);
  });
  return app;
}

/** A backend that drops a required field: the 4th buy order of every POST admin/orders page has no sEmail. */
const dropsEmail: Rewrite = (path, body) => {
  if (path === '/admin/orders') delete (body.data as Body[])[3].sEmail;
  return body;
};

let specMock: TestMock;
let specServer: Server;

beforeAll(async () => {
  mock = await startMock();
  mockServer = await listen(mock.app);
  proxy = await listen(rewritingProxy(baseOf(mockServer), dropsEmail));
  specMock = await startMock({ profile: 'spec' });
  specServer = await listen(specMock.app);
});
afterAll(async () => {
  proxy.close();
  specServer.close();
  await specMock.stop();
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

  it('finds the mock in its spec profile compatible, reporting its readings, the extensions absent', async () => {
    const report = await check(baseOf(specServer));
    const lines = Object.fromEntries(report.lines.map((line) => [line.label, line]));
    expect(report.lines.filter((line) => line.verdict === 'fail')).toEqual([]);
    expect(lines['GET admin/token/verify'].reading).toBe('user');
    expect(lines['GET admin/dashboard/count'].reading).toBe('data.data');
    expect(lines['POST admin/transaction'].reading).toBe('data.data[0]');
    expect(lines['GET admin/subadmin/{id}'].reading).toBe('top level');
    expect(report.lines.filter((line) => line.extension).map((line) => line.verdict)).toEqual(
      Array(5).fill('absent'),
    );
    expect(report.compatible).toBe(true);
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
