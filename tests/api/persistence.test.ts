/**
 * The data file survives kill -9 in the middle of writes: the CLI runs as a child process, an
 * edit-profile loop keeps it writing, and it is killed at random moments. After every kill the file
 * (with the journal the kill left, replayed) must parse, still hold the admins, and hold the last acknowledged write (or the one in flight).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRng } from '../../mock-server/prng';
import { buildSeed } from '../../mock-server/seed';
import { readStoredData, resetStorage } from '../../mock-server/storage';
import type { Db } from '../../mock-server/types';
import { exited, freePort, startCli } from './cli';
import { ACCOUNTS, API } from './helpers';

/** A count, not a time budget: a slow machine takes longer but checks as much. */
const KILLS = 10;
const children = new Set<ChildProcess>();
let dir: string;
let dataFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'giftdesk-kill-'));
  dataFile = join(dir, 'db.json');
  await resetStorage(dataFile, () => buildSeed());
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admins as the next start reads them: the data file with the journal the kill left. */
async function readAdmins(): Promise<Db['admins']> {
  return (await readStoredData(dataFile)).admins;
}

it(
  'keeps the data file whole and durable through repeated kill -9 during writes',
  { timeout: 180_000 },
  async () => {
    const rng = createRng(42);
    let token = '';
    let acknowledged = 'Giftdesk Admin';
    let kills = 0;

    while (kills < KILLS) {
      const port = await freePort();
      const { child } = await startCli(children, { MOCK_PORT: String(port), MOCK_DATA: dataFile });
      const base = `http://127.0.0.1:${port}${API}`;
      if (!token) {
        const res = await fetch(`${base}/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(ACCOUNTS.admin),
        });
        token = res.headers.get('authorization') ?? '';
      }
      let inFlight = '';
      let stop = false;
      const writer = (async () => {
        for (let n = 0; !stop; n += 1) {
          inFlight = `Admin ${kills}-${n}`;
          try {
            const res = await fetch(`${base}/admin/editprofile`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: token },
              body: JSON.stringify({ sFullName: inFlight, sEmail: ACCOUNTS.admin.sEmail }),
            });
            if (res.status !== 200) throw new Error(`editprofile answered ${res.status}`);
            acknowledged = inFlight;
          } catch (error) {
            if (!stop) throw error;
          }
        }
      })();
      await sleep(rng.int(20, 300));
      stop = true;
      child.kill('SIGKILL');
      await exited(child);
      await writer;
      kills += 1;

      const admins = await readAdmins();
      expect(admins.map((admin) => admin.sEmail)).toEqual(
        expect.arrayContaining(['admin@example.com', 'editor@example.com', 'nobody@example.com']),
      );
      const stored = admins.find((admin) => admin.eRole === 'super')?.sFullName ?? '';
      expect([acknowledged, inFlight]).toContain(stored);
      acknowledged = stored;
    }
  },
);
