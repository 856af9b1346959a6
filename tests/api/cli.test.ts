import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFileFor } from '../../mock-server/audit';
import type { Db } from '../../mock-server/types';
import { exited, freePort, spawnCli, startCli } from './cli';
import { ACCOUNTS, API } from './helpers';

const children = new Set<ChildProcess>();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'giftdesk-cli-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('mock-server/main.ts', () => {
  it('refuses to start on a torn data file, says why and keeps it', async () => {
    const dataFile = join(dir, 'torn.json');
    await writeFile(dataFile, '{"admins": [');
    const { child, output } = spawnCli(children, {
      MOCK_DATA: dataFile,
      MOCK_PORT: String(await freePort()),
    });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('npm run mock:reset');
    expect(readFileSync(dataFile, 'utf8')).toBe('{"admins": [');
  });

  it('--reset-only rebuilds the data file from the seed (MOCK_ORDERS orders) and exits 0', async () => {
    const dataFile = join(dir, 'reset.json');
    await writeFile(dataFile, 'garbage');
    const { child, output } = spawnCli(children, { MOCK_DATA: dataFile, MOCK_ORDERS: '25' }, [
      '--reset-only',
    ]);
    expect(await exited(child)).toBe(0);
    expect(output()).toContain('rebuilt');
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).orders).toHaveLength(25);
  });

  it('--reset-only also clears the audit trail: a fresh start shows no earlier history', async () => {
    const dataFile = join(dir, 'reset-audit.json');
    const auditFile = auditFileFor(dataFile);
    await writeFile(
      auditFile,
      '{"_id":"old","dCreatedAt":"2020-01-01T00:00:00.000Z","sAction":"update","aChanges":[]}\n',
    );
    const { child } = spawnCli(children, { MOCK_DATA: dataFile, MOCK_ORDERS: '5' }, ['--reset-only']);
    expect(await exited(child)).toBe(0);
    expect(existsSync(auditFile)).toBe(false);
  });

  it('prints the URL and the seeded accounts (never their passwords), serves, and exits 0 on SIGTERM', async () => {
    const dataFile = join(dir, 'serve.json');
    const port = await freePort();
    const env = { MOCK_DATA: dataFile, MOCK_PORT: String(port), MOCK_ORDERS: '10' };
    const { child, output } = await startCli(children, env);
    expect(output()).toContain(`http://127.0.0.1:${port}/api/v1`);
    for (const account of Object.values(ACCOUNTS)) {
      expect(output()).toContain(account.sEmail);
      expect(output()).not.toContain(account.sPassword);
    }
    const res = await fetch(`http://127.0.0.1:${port}${API}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ACCOUNTS.editor),
    });
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).sessions).toHaveLength(1);
  });

  it('refuses a rich-text warm-up delay that is not a whole number of milliseconds, and says so', async () => {
    const { child, output } = spawnCli(children, {
      MOCK_DATA: join(dir, 'warm.json'),
      MOCK_RICH_TEXT_WARMUP_MS: 'soon',
    });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('MOCK_RICH_TEXT_WARMUP_MS must be an integer from 0 to 600000.');
  });

  it('rejects unknown options', async () => {
    const { child, output } = spawnCli(children, { MOCK_DATA: join(dir, 'x.json') }, ['--serve-everything']);
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('Unknown option --serve-everything');
  });
});
