/**
 * The data file as the mock opens it (refusals, seeding, collections added later, old temp files).
 * The storage engine itself is tested through its interface in tests/unit/storage.test.ts.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app';
import type { Db } from '../../mock-server/types';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'giftdesk-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the data file', () => {
  it.each([
    ['torn JSON', '{"admins": [{"sEmail": "admin@exam'],
    ['an empty file', ''],
    ['an object without the collections', '{}'],
    ['an array', '[]'],
  ])(
    'refuses to start on %s, says why, points to mock:reset and leaves the file untouched',
    async (_name, text) => {
      const dataFile = join(dir, 'db.json');
      await writeFile(dataFile, text);
      const start = createMockServer({ dataFile, quiet: true });
      await expect(start).rejects.toThrow(/npm run mock:reset/);
      await expect(start).rejects.toThrow(dataFile);
      expect(readFileSync(dataFile, 'utf8')).toBe(text);
    },
  );

  it('is built from the seed when missing, in a directory created on the way', async () => {
    const dataFile = join(dir, 'nested', 'db.json');
    const server = await createMockServer({ dataFile, quiet: true, seedOrders: 50 });
    await server.close();
    const db = JSON.parse(readFileSync(dataFile, 'utf8')) as Db;
    expect(db.orders).toHaveLength(50);
    expect(db.admins.map((admin) => admin.sEmail)).toContain('admin@example.com');
  });

  it('is read once and kept as it is when valid (no reseed)', async () => {
    const dataFile = join(dir, 'db.json');
    await (await createMockServer({ dataFile, quiet: true, seedOrders: 5 })).close();
    const db = JSON.parse(readFileSync(dataFile, 'utf8')) as Db;
    db.customers = db.customers.slice(0, 3);
    await writeFile(dataFile, JSON.stringify(db));
    await (await createMockServer({ dataFile, quiet: true })).close();
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).customers).toHaveLength(3);
  });

  it('adds from the seed the collections a later version brought, keeping every record already there', async () => {
    const dataFile = join(dir, 'db.json');
    await (await createMockServer({ dataFile, quiet: true, seedOrders: 5 })).close();
    const full = JSON.parse(readFileSync(dataFile, 'utf8')) as Db;
    const older: Partial<Db> = { ...full, customers: full.customers.slice(0, 2) };
    delete older.settings;
    delete older.pushes;
    await writeFile(dataFile, JSON.stringify(older));
    await (await createMockServer({ dataFile, quiet: true })).close();
    const opened = JSON.parse(readFileSync(dataFile, 'utf8')) as Db;
    expect(opened.customers).toHaveLength(2);
    expect(opened.settings).toEqual(full.settings);
    expect(opened.pushes).toEqual(full.pushes);
  });

  it('removes old temp files left by a write that was killed', async () => {
    const dataFile = join(dir, 'db.json');
    await (await createMockServer({ dataFile, quiet: true, seedOrders: 5 })).close();
    const hourAgo = new Date(Date.now() - 3_600_000);
    await writeFile(`${dataFile}.123456`, '{"half');
    await utimes(`${dataFile}.123456`, hourAgo, hourAgo);
    await writeFile(`${dataFile}.654321`, '{"being written by another process');
    await (await createMockServer({ dataFile, quiet: true })).close();
    expect((await readdir(dir)).sort()).toEqual(['db.json', 'db.json.654321']);
  });
});
