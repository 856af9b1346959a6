/**
 * Suite 6, secrets in log lines: the mock as `npm run mock` starts it (not quiet), driven through a
 * login, a reset request and reset, an order delivered with codes and a redeem card reveal; none of the
 * secrets it handled may appear in its stdout or stderr.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Db } from '../../mock-server/types';
import { ACCOUNTS, API } from '../api/helpers';

const ROOT = join(import.meta.dirname, '../..');
let dir = '';
let output = '';
let stopMock: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stopMock?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function startChildMock(dataFile: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_DATA: dataFile, MOCK_PORT: '0', MOCK_ORDERS: '50' },
  });
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stopMock = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; waited < 300; waited += 1) {
    const origin = /listening on (http:\/\/[^\s/]+)/.exec(output)?.[1];
    if (origin) return `${origin}${API}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The mock did not start:\n${output}`);
}

it('writes no password, token, reset link, card code or pin in any log line', async () => {
  dir = await mkdtemp(join(tmpdir(), 'giftdesk-logs-'));
  const dataFile = join(dir, 'db.json');
  const base = await startChildMock(dataFile);
  const send = async (method: string, path: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = token;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      token: res.headers.get('Authorization') ?? '',
      json: (await res.json()) as { data: unknown },
    };
  };
  const secrets: string[] = [ACCOUNTS.admin.sPassword, ACCOUNTS.editor.sPassword, ACCOUNTS.nobody.sPassword];

  const admin = (await send('POST', '/admin/login', undefined, ACCOUNTS.admin)).token;
  secrets.push(admin);
  expect(
    (await send('POST', '/admin/password/forgot', undefined, { sEmail: 'nobody@example.com' })).status,
  ).toBe(200);
  const outbox = (await send('GET', '/dev/outbox', admin)).json.data as { link: string }[];
  const resetToken = outbox[0].link.split('/').pop() ?? '';
  const fresh = `Fresh#${randomBytes(3).toString('hex')}`;
  secrets.push(outbox[0].link, resetToken, fresh);
  const reset = await send('POST', `/admin/password/reset/${resetToken}`, undefined, {
    sNewPassword: fresh,
    sNewRetypedPassword: fresh,
  });
  expect(reset.status).toBe(200);
  secrets.push(
    (await send('POST', '/admin/login', undefined, { sEmail: 'nobody@example.com', sPassword: fresh })).token,
  );

  const db = JSON.parse(await readFile(dataFile, 'utf8')) as Db;
  const accepted = db.orders.find((order) => 'nStatus' in order && order.nStatus === 2);
  const code = `CODE${randomBytes(6).toString('hex')}`;
  const serial = `SER${randomBytes(6).toString('hex')}`;
  secrets.push(code, serial);
  const deliver = await send('PUT', '/admin/order/deliver', admin, {
    cartId: accepted?._id,
    // A delivery needs one code per unit; the first one is the secret followed here.
    data: [
      { sCode: code, sSerialNo: serial },
      ...Array.from({ length: ((accepted as { nQuantity?: number })?.nQuantity ?? 1) - 1 }, (_, unit) => ({
        sCode: `UNIT-${unit}`,
        sSerialNo: `SN-${unit}`,
      })),
    ],
  });
  expect(deliver.status).toBe(200);

  const card = db.redeemCards[0];
  secrets.push(card.sCode, card.sPin);
  const reveal = (await send('GET', `/admin/redeemcards/${card._id}`, admin)).json.data as { sPin: string };
  expect(reveal.sPin).toBe(card.sPin);
  await send('GET', '/admin/logout', admin);
  await stopMock?.();

  expect(output).toContain('[outbox] mail to nobody@example.com');
  const leaked = secrets.filter((secret) => secret.length >= 6 && output.includes(secret));
  console.log(
    `[security] suite 6 (secrets in logs): ${secrets.length} secrets, ${output.split('\n').length} log lines, ${leaked.length} leaks`,
  );
  expect(leaked).toEqual([]);
});
