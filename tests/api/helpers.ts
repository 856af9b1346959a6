/** Shared set-up of the API tests: a mock on a temp data file, driven through supertest. */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createMockServer, type MockServerOptions } from '../../mock-server/app';
import type { Db } from '../../mock-server/types';
import { ACCOUNTS, type AccountName } from '../fixtures/accounts';

// The seeded accounts live in one fixture module; the API and security suites keep importing them here.
export { ACCOUNTS, type AccountName } from '../fixtures/accounts';

export const API = '/api/v1';

/** A clock the tests move forward (reset links, sessions, login throttling). */
export function testClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
}

/**
 * A mock on a fresh seeded data file. `prepare` edits the seeded data before the mock that the test
 * drives opens it (the store is only reachable through its data file).
 */
export async function startMock(options: Partial<MockServerOptions> = {}, prepare?: (db: Db) => void) {
  const dir = await mkdtemp(join(tmpdir(), 'giftdesk-api-'));
  const dataFile = join(dir, 'db.json');
  const readFile = () => JSON.parse(readFileSync(dataFile, 'utf8')) as Db;
  if (prepare) {
    await (await createMockServer({ dataFile, quiet: true, ...options })).close();
    const db = readFile();
    prepare(db);
    writeFileSync(dataFile, JSON.stringify(db));
  }
  const server = await createMockServer({ dataFile, quiet: true, ...options });
  const api = request(server.app);
  const login = async (account: { sEmail: string; sPassword: string }): Promise<string> => {
    const res = await api.post(`${API}/admin/login`).send(account).expect(200);
    return res.headers.authorization as string;
  };
  /**
   * Waits for pending writes and writes the data out. That no acknowledged change is missing from
   * the journal is checked once, route by route, in journalCoversWrites.test.ts, not on every close.
   */
  const close = async (): Promise<Db> => {
    await server.close();
    return readFile();
  };
  return {
    ...server,
    api,
    dir,
    dataFile,
    /** The data file as it is on disk once pending writes are done. */
    readData: close,
    login,
    /** The tokens of the three seeded accounts. */
    async loginAll(): Promise<Record<AccountName, string>> {
      const [admin, editor, nobody] = await Promise.all([
        login(ACCOUNTS.admin),
        login(ACCOUNTS.editor),
        login(ACCOUNTS.nobody),
      ]);
      return { admin, editor, nobody };
    },
    /** A request to `API + path`, with the token and the Language header when given. */
    call(method: 'get' | 'post' | 'put' | 'delete', path: string, token?: string, language?: string) {
      const req = api[method](`${API}${path}`);
      if (token) req.set('Authorization', token);
      if (language) req.set('Language', language);
      return req;
    },
    async stop() {
      try {
        await close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export type TestMock = Awaited<ReturnType<typeof startMock>>;
