/** Shared set-up of the API tests: a mock on a temp data file, driven through supertest. */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createMockServer, type MockServerOptions } from '../../mock-server/app';
import type { Db } from '../../mock-server/types';

export const ACCOUNTS = {
  admin: { sEmail: 'admin@example.com', sPassword: 'Admin#2026' },
  editor: { sEmail: 'editor@example.com', sPassword: 'Editor#2026' },
  nobody: { sEmail: 'nobody@example.com', sPassword: 'Nobody#2026' },
} as const;

export const API = '/api/v1';

/** A clock the tests move forward (reset links, sessions, login throttling). */
export function testClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
}

export async function startMock(options: Partial<MockServerOptions> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'giftdesk-api-'));
  const dataFile = join(dir, 'db.json');
  const server = await createMockServer({ dataFile, quiet: true, ...options });
  const api = request(server.app);
  return {
    ...server,
    api,
    dir,
    dataFile,
    /** The data file as it is on disk once pending writes are done. */
    async readData(): Promise<Db> {
      await server.close();
      return JSON.parse(readFileSync(dataFile, 'utf8')) as Db;
    },
    async login(account: { sEmail: string; sPassword: string }): Promise<string> {
      const res = await api.post(`${API}/admin/login`).send(account).expect(200);
      return res.headers.authorization as string;
    },
    async stop() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestMock = Awaited<ReturnType<typeof startMock>>;
