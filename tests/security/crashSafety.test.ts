/**
 * Suite 4, crash safety (docs/security.md): the mock's CLI runs as a child process on a small seed, several
 * clients write at once (redeem card creates, profile edits), and the process is killed with SIGKILL
 * at a random moment. After every kill the data file (with the journal the kill left, replayed as the
 * next start does) must parse, still hold the seeded accounts and every write that was acknowledged
 * (2xx received); the next start must accept it. This is the one kill -9 test (npm test runs 10 kills).
 * Refusing to start on an empty or torn file is tested in tests/api/store.test.ts and
 * tests/api/cli.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../mock-server/prng';
import { buildSeed } from '../../mock-server/seed';
import { readStoredData, resetStorage } from '../../mock-server/storage';
import type { Db } from '../../mock-server/types';
import { exited, freePort, startCli } from '../api/cli';
import { ACCOUNTS, API } from '../api/helpers';
import { FULL_RUN, mintSession } from './harness';

// 60 in the long run keeps .ci/run under its 40 minutes (200 took 171 s there and found nothing
// that 60 missed); SECURITY_KILLS=<n> runs a longer hunt.
const KILLS = Number(process.env.SECURITY_KILLS ?? (FULL_RUN ? 60 : 10));
const CARD_WRITERS = 3;
const SEED_ORDERS = 50;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEEDED_EMAILS = Object.values(ACCOUNTS).map((account) => account.sEmail);

const children = new Set<ChildProcess>();
const figure = { kills: 0, torn: 0, lost: 0, acknowledged: 0, ms: 0 };
let dir: string;
let dataFile: string;
let entry: string[];
let token: string;

/**
 * scripts/lib/paths.ts finds the repository from its own URL, and the mock reads every feature's
 * message folder under src/ through it: in the bundle it keeps the URL it has in the repository.
 */
const keepRepositoryUrl: Plugin = {
  name: 'keep-repository-url',
  setup(bundle) {
    bundle.onLoad({ filter: /scripts[\\/]lib[\\/]paths\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * The CLI bundled once with esbuild (tsx's own compiler): node starts it in about 0.4 s instead of
 * 0.7 s through tsx, which is what makes the long run's restarts affordable. Packages stay external and
 * resolve through a node_modules link next to the bundle.
 */
async function bundleCli(): Promise<string[]> {
  const outfile = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'mock-server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    outfile,
    logLevel: 'error',
    plugins: [keepRepositoryUrl],
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return [outfile];
}

/** The data as the next start reads it: the data file with the journal the kill left replayed. */
const readData = () => readStoredData(dataFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'giftdesk-crash-'));
  dataFile = join(dir, 'db.json');
  entry = await bundleCli();
  await resetStorage(dataFile, () => buildSeed({ orders: SEED_ORDERS }));
  // A session written into the file: no bcrypt login per restart, and it survives every restart.
  const db = await readData();
  const admin = db.admins.find((record) => record.sEmail === ACCOUNTS.admin.sEmail);
  if (!admin) throw new Error('no seeded super admin');
  token = mintSession(db, admin._id);
  writeFileSync(dataFile, JSON.stringify(db));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  console.log(
    `[security] crash safety: ${figure.kills} kills (SIGKILL during a write burst), ${figure.torn} torn files, ` +
      `${figure.lost} writes lost of ${figure.acknowledged} acknowledged, in ${(figure.ms / 1000).toFixed(1)} s`,
  );
  await rm(dir, { recursive: true, force: true });
});

/** What one burst sent: the card codes acknowledged, the profile name acknowledged and the one in flight. */
interface Burst {
  codes: string[];
  name: { acknowledged: string; inFlight: string };
}

/** Writes until `stopped()`; a failure after the kill is expected, before it is a finding. */
async function writeUntil(stopped: () => boolean, write: (n: number) => Promise<void>): Promise<void> {
  for (let n = 0; !stopped(); n += 1) {
    try {
      await write(n);
    } catch (error) {
      if (!stopped()) throw error;
    }
  }
}

async function burst(base: string, kill: number, stopped: () => boolean, sent: Burst) {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    });
  const cards = Array.from({ length: CARD_WRITERS }, (_, writer) =>
    writeUntil(stopped, async (n) => {
      const sCode = `CRASH${kill}X${writer}X${n}`;
      const res = await post('/admin/redeemcards', { sCode, sPin: '1234', nValue: 10, eCurrency: 'usd' });
      if (res.status !== 201) throw new Error(`redeem card create answered ${res.status}`);
      sent.codes.push(sCode);
    }),
  );
  const profile = writeUntil(stopped, async (n) => {
    const name = `Admin ${kill}-${n}`;
    sent.name.inFlight = name;
    const res = await post('/admin/editprofile', { sFullName: name, sEmail: ACCOUNTS.admin.sEmail });
    if (res.status !== 200) throw new Error(`editprofile answered ${res.status}`);
    sent.name.acknowledged = name;
  });
  await Promise.all([...cards, profile]);
}

describe('crash safety: kill -9 during a write burst', () => {
  // Bounded by a count of kills, not by time: a slow machine takes longer and checks as much.
  it(
    'keeps the data file whole and every acknowledged write after each kill',
    { timeout: FULL_RUN ? 900_000 : 180_000 },
    async () => {
      const rng = createRng(20261123);
      const started = Date.now();
      const acknowledgedCodes = new Set<string>();
      let name =
        (await readData()).admins.find((admin) => admin.sEmail === ACCOUNTS.admin.sEmail)?.sFullName ?? '';

      for (let kill = 0; kill < KILLS; kill += 1) {
        const port = await freePort();
        const { child } = await startCli(
          children,
          { MOCK_PORT: String(port), MOCK_DATA: dataFile, MOCK_ORDERS: String(SEED_ORDERS) },
          entry,
        );
        let stop = false;
        const sent: Burst = { codes: [], name: { acknowledged: name, inFlight: name } };
        const writing = burst(`http://127.0.0.1:${port}${API}`, kill, () => stop, sent);
        await sleep(rng.int(30, 250));
        // A loaded machine may not have answered a write yet: kill only once one is acknowledged, so
        // every kill lands in a burst with writes in progress, however slow the machine.
        for (let waited = 0; sent.codes.length === 0 && waited < 10_000; waited += 10) await sleep(10);
        stop = true;
        child.kill('SIGKILL');
        await exited(child);
        await writing;
        figure.kills += 1;

        let db: Db;
        try {
          db = await readData();
        } catch {
          figure.torn += 1;
          break;
        }
        // The accounts were never written to in the burst: a file that lost them lost everything.
        const emails = new Set(db.admins.map((admin) => admin.sEmail));
        if (SEEDED_EMAILS.some((email) => !emails.has(email))) figure.lost += 1;
        for (const code of sent.codes) acknowledgedCodes.add(code);
        figure.acknowledged += sent.codes.length + (sent.name.acknowledged === name ? 0 : 1);
        const stored = new Set(db.redeemCards.map((card) => card.sCode));
        figure.lost += [...acknowledgedCodes].filter((code) => !stored.has(code)).length;
        const storedName = db.admins.find((admin) => admin.sEmail === ACCOUNTS.admin.sEmail)?.sFullName;
        if (storedName !== sent.name.acknowledged && storedName !== sent.name.inFlight) figure.lost += 1;
        name = storedName ?? name;
        if (figure.lost > 0) break;
      }
      figure.ms = Date.now() - started;

      expect(figure).toMatchObject({ kills: KILLS, torn: 0, lost: 0 });
      // Writes really were in progress: every burst had acknowledgements before its kill.
      expect(acknowledgedCodes.size).toBeGreaterThanOrEqual(KILLS);
    },
  );
});
