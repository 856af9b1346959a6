import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app';
import { Store, readDataFile } from '../../mock-server/store';
import { journalPath } from '../../mock-server/storeJournal';
import { emptyDb, type Db } from '../../mock-server/types';

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

describe('Store writes', () => {
  it('serializes concurrent saves and ends with the last state on disk', async () => {
    const dataFile = join(dir, 'db.json');
    const seed = async (): Promise<Db> => emptyDb(1);
    const store = await Store.open(dataFile, seed);
    const saves: Promise<void>[] = [];
    for (let i = 0; i < 50; i += 1) {
      store.data.outbox.push({
        _id: String(i),
        type: 'mail',
        to: 'a@b.co',
        subject: '',
        text: '',
        dCreatedAt: '',
      });
      saves.push(store.save());
    }
    await Promise.all(saves);
    // Durable once acknowledged: in the journal, replayed by whoever reads the data next.
    expect((await readDataFile(dataFile)).outbox).toHaveLength(50);
    expect(existsSync(journalPath(dataFile))).toBe(true);
    store.data.outbox.pop();
    void store.save();
    await store.flush();
    // Closing folds the journal into the data file, which alone holds the last state again.
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).outbox).toHaveLength(49);
    expect(existsSync(journalPath(dataFile))).toBe(false);
  });

  it('after a save with nothing to write, leaves no write in progress and takes the next saves', async () => {
    const dataFile = join(dir, 'db.json');
    const store = await Store.open(dataFile, async () => emptyDb(1));
    await store.save();
    // Checked directly: with a settled write left in place, the next save would wait forever in a
    // microtask loop that no test timeout can interrupt.
    expect((store as unknown as { writing: Promise<void> | null }).writing).toBeNull();
    store.data.outbox.push({ _id: 'y', type: 'mail', to: 'a@b.co', subject: '', text: '', dCreatedAt: '' });
    await store.save();
    await store.flush();
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).outbox.map((m) => m._id)).toEqual(['y']);
  });

  it('opens a data file with the journal a kill left, ignoring a torn last line, and folds it in', async () => {
    const dataFile = join(dir, 'db.json');
    const store = await Store.open(dataFile, async () => emptyDb(1));
    store.data.outbox.push({
      _id: 'kept',
      type: 'mail',
      to: 'a@b.co',
      subject: '',
      text: '',
      dCreatedAt: '',
    });
    await store.save({ outbox: [] });
    await appendFile(journalPath(dataFile), '[{"c":"outbox","n":2,"s":[[1,{"_id":"torn"');
    const reopened = await Store.open(dataFile, async () => emptyDb(2));
    expect(reopened.data.outbox.map((item) => item._id)).toEqual(['kept']);
    expect(existsSync(journalPath(dataFile))).toBe(false);
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).outbox).toHaveLength(1);
  });

  it('refuses a journal damaged before its last line, leaving both files untouched', async () => {
    const dataFile = join(dir, 'db.json');
    await (await Store.open(dataFile, async () => emptyDb(1))).flush();
    const snapshot = readFileSync(dataFile, 'utf8');
    const journal = '[{"c":"outbox","n":1,"s":[[0,\n[]\n';
    await writeFile(journalPath(dataFile), journal);
    await expect(Store.open(dataFile, async () => emptyDb(2))).rejects.toThrow(
      /journal is damaged.*mock:reset/s,
    );
    expect(readFileSync(dataFile, 'utf8')).toBe(snapshot);
    expect(readFileSync(journalPath(dataFile), 'utf8')).toBe(journal);
  });

  it('in a request, an unhinted save writes what the request read and changed, and only that', async () => {
    const dataFile = join(dir, 'db.json');
    const store = await Store.open(dataFile, async () => emptyDb(1));
    const mail = { _id: 'x', type: 'mail', to: 'a@b.co', subject: '', text: '', dCreatedAt: '' } as const;
    const unread = store.data.pushes as unknown as { _id: string }[];
    unread.push({ _id: 'p' });
    await store.save();
    await store.handle(async () => {
      await Promise.resolve();
      store.data.outbox.push({ ...mail });
      // Changed in place without being read in this request: left for a save that covers it.
      unread[0]._id = 'q';
      await store.save();
    });
    const db = await readDataFile(dataFile);
    expect(db.outbox.map((item) => item._id)).toEqual(['x']);
    expect(db.pushes).toEqual([{ _id: 'p' }]);
    await store.save();
    expect((await readDataFile(dataFile)).pushes).toEqual([{ _id: 'q' }]);
  });

  it('says what changed since a revision: the records saves named, or all of a collection', async () => {
    const store = await Store.open(join(dir, 'db.json'), async () => emptyDb(1));
    const start = store.revision;
    expect(store.changesSince(['outbox'], start)).toEqual(new Set());
    const mail = { _id: 'm', type: 'mail', to: 'a@b.co', subject: '', text: '', dCreatedAt: '' } as const;
    store.data.outbox.push(mail);
    await store.save({ outbox: [mail] });
    const afterNamed = store.revision;
    expect(store.changesSince(['outbox'], start)).toEqual(new Set([mail]));
    expect(store.changesSince(['pushes'], start)).toEqual(new Set());
    // A request's unhinted save covers what it read: all of those collections, none of the others.
    await store.handle(async () => {
      store.data.pushes.length = 0;
      await store.save();
    });
    expect(store.changesSince(['pushes'], afterNamed)).toBe('all');
    expect(store.changesSince(['outbox'], afterNamed)).toEqual(new Set());
    // Outside a request, an unhinted save may have changed anything.
    await store.save();
    expect(store.changesSince(['outbox'], afterNamed)).toBe('all');
    expect(store.changesSince(['outbox'], -1)).toBe('all');
  });
});
