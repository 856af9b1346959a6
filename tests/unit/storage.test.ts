/**
 * The storage engine through its interface (mock-server/storage/index.ts, mock-server/README.md
 * "Storage"): durability before acknowledgement, the journal's replay after a restart, its torn last
 * line, one write at a time, and the id index and list cache following writes. The data file as the
 * mock opens it (refusals, seeding, old temp files) is tested over the mock in tests/api/store.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, copyFile, mkdtemp, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listQuery, type ListConfig } from '../../mock-server/listQuery';
import { createRng } from '../../mock-server/prng';
import { ListCache, openStorage, readStoredData, recordById, type Storage } from '../../mock-server/storage';
import { journalPath } from '../../mock-server/storage/journal';
import { emptyDb, type Db } from '../../mock-server/types';

type Mail = Db['outbox'][number];
const mail = (id: string, subject = ''): Mail => ({
  _id: id,
  type: 'mail',
  to: 'a@b.co',
  subject,
  text: '',
  dCreatedAt: '',
});

let dir: string;
let dataFile: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'giftdesk-storage-'));
  dataFile = join(dir, 'db.json');
});
/** Flushed after each test: a storage left with its journal open is closed by the GC, with a warning. */
const opened: Storage[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((storage) => storage.flush()));
  await rm(dir, { recursive: true, force: true });
});

async function openEmpty(file = dataFile, seed = 1): Promise<Storage> {
  const storage = await openStorage(file, async () => emptyDb(seed));
  opened.push(storage);
  return storage;
}

/**
 * What a kill -9 right now would leave for the next start: the data file and its journal as they
 * are on disk, copied aside so that the running storage can neither flush nor compact them.
 */
async function afterKill(): Promise<string> {
  const copy = join(dir, `killed-${Date.now()}-${Math.random()}.json`);
  await copyFile(dataFile, copy);
  if (existsSync(journalPath(dataFile))) await copyFile(journalPath(dataFile), journalPath(copy));
  return copy;
}

/** The prototype of node's FileHandle, whose datasync and write the journal calls. */
async function fileHandlePrototype(): Promise<FileHandle> {
  const handle = await open(join(dir, 'probe'), 'w');
  await handle.close();
  return Object.getPrototypeOf(handle) as FileHandle;
}

describe('a write', () => {
  it('is not acknowledged before its journal line is fdatasync-ed, and is durable once it is', async () => {
    const storage = await openEmpty();
    const proto = await fileHandlePrototype();
    const datasync = proto.datasync;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let syncing = 0;
    vi.spyOn(proto, 'datasync').mockImplementation(async function (this: FileHandle) {
      syncing += 1;
      await held;
      return datasync.call(this);
    });

    storage.data.outbox.push(mail('kept'));
    let acknowledged = false;
    const saved = storage.save({ outbox: [] }).then(() => (acknowledged = true));
    await vi.waitFor(() => expect(syncing).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(acknowledged).toBe(false);

    release();
    await saved;
    const killed = await afterKill();
    expect((await readStoredData(killed)).outbox.map((item) => item._id)).toEqual(['kept']);
  });

  it('after a save with nothing to write, leaves no write in progress and takes the next saves', async () => {
    const storage = await openEmpty();
    await storage.save();
    // Checked directly: with a settled write left in place, the next save would wait forever in a
    // microtask loop that no test timeout can interrupt.
    expect((storage as unknown as { writing: Promise<void> | null }).writing).toBeNull();
    storage.data.outbox.push(mail('y'));
    await storage.save();
    await storage.flush();
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).outbox.map((m) => m._id)).toEqual(['y']);
  });
});

describe('concurrent writes', () => {
  it('go to the journal one at a time, share rounds, and end with the last state on disk', async () => {
    const storage = await openEmpty();
    const proto = await fileHandlePrototype();
    const write = proto.write as (this: FileHandle, ...args: unknown[]) => Promise<unknown>;
    let inFlight = 0;
    let most = 0;
    let lines = 0;
    vi.spyOn(proto, 'write').mockImplementation(async function (this: FileHandle, ...args: unknown[]) {
      inFlight += 1;
      most = Math.max(most, inFlight);
      lines += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, 2));
        return await write.apply(this, args);
      } finally {
        inFlight -= 1;
      }
    } as FileHandle['write']);

    const saves: Promise<void>[] = [];
    for (let i = 0; i < 50; i += 1) {
      storage.data.outbox.push(mail(String(i)));
      saves.push(storage.save());
    }
    await Promise.all(saves);
    expect(most).toBe(1);
    expect(lines).toBeLessThan(50);
    // Durable once acknowledged: in the journal, replayed by whoever reads the data next.
    expect((await readStoredData(await afterKill())).outbox).toHaveLength(50);
    expect(existsSync(journalPath(dataFile))).toBe(true);

    vi.restoreAllMocks();
    storage.data.outbox.pop();
    void storage.save();
    await storage.flush();
    // The flush folds the journal into the data file, which alone holds the last state again.
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).outbox).toHaveLength(49);
    expect(existsSync(journalPath(dataFile))).toBe(false);
  });
});

describe('the journal', () => {
  it('is replayed after a restart: hinted, unhinted and in-request saves alike, then folded in', async () => {
    const storage = await openEmpty();
    storage.data.outbox.push(mail('a'), mail('b'));
    await storage.save();
    const b = storage.data.outbox[1];
    b.subject = 'named';
    await storage.save({ outbox: [b] });
    await storage.handle(async () => {
      storage.data.outbox.splice(0, 1);
      storage.data.outbox.push(mail('c'));
      await storage.save();
    });
    const killed = await afterKill();
    expect(existsSync(journalPath(killed))).toBe(true);

    const reopened = await openEmpty(killed, 2);
    expect(reopened.data).toEqual(storage.data);
    expect(existsSync(journalPath(killed))).toBe(false);
    expect(JSON.parse(readFileSync(killed, 'utf8'))).toEqual(storage.data);
  });

  it('skips a torn last line (a kill mid-append, never acknowledged)', async () => {
    const storage = await openEmpty();
    storage.data.outbox.push(mail('kept'));
    await storage.save({ outbox: [] });
    await appendFile(journalPath(dataFile), '[{"c":"outbox","n":2,"s":[[1,{"_id":"torn"');
    const reopened = await openEmpty(dataFile, 2);
    expect(reopened.data.outbox.map((item) => item._id)).toEqual(['kept']);
    expect(existsSync(journalPath(dataFile))).toBe(false);
    expect((JSON.parse(readFileSync(dataFile, 'utf8')) as Db).outbox).toHaveLength(1);
  });

  it('refuses a journal damaged before its last line, leaving both files untouched', async () => {
    await (await openEmpty()).flush();
    const snapshot = readFileSync(dataFile, 'utf8');
    const journal = '[{"c":"outbox","n":1,"s":[[0,\n[]\n';
    await writeFile(journalPath(dataFile), journal);
    await expect(openEmpty(dataFile, 2)).rejects.toThrow(/journal is damaged.*mock:reset/s);
    expect(readFileSync(dataFile, 'utf8')).toBe(snapshot);
    expect(readFileSync(journalPath(dataFile), 'utf8')).toBe(journal);
  });
});

describe('saves and what they cover', () => {
  it('in a request, an unhinted save writes what the request read and changed, and only that', async () => {
    const storage = await openEmpty();
    const unread = storage.data.pushes as unknown as { _id: string }[];
    unread.push({ _id: 'p' });
    await storage.save();
    await storage.handle(async () => {
      await Promise.resolve();
      storage.data.outbox.push(mail('x'));
      // Changed in place without being read in this request: left for a save that covers it.
      unread[0]._id = 'q';
      await storage.save();
    });
    const db = await readStoredData(dataFile);
    expect(db.outbox.map((item) => item._id)).toEqual(['x']);
    expect(db.pushes).toEqual([{ _id: 'p' }]);
    await storage.save();
    expect((await readStoredData(dataFile)).pushes).toEqual([{ _id: 'q' }]);
  });

  it('says what changed since a revision: the records saves named, or all of a collection', async () => {
    const storage = await openEmpty();
    const start = storage.revision;
    expect(storage.changesSince(['outbox'], start)).toEqual(new Set());
    const named = mail('m');
    storage.data.outbox.push(named);
    await storage.save({ outbox: [named] });
    const afterNamed = storage.revision;
    expect(storage.changesSince(['outbox'], start)).toEqual(new Set([named]));
    expect(storage.changesSince(['pushes'], start)).toEqual(new Set());
    // A request's unhinted save covers what it read: all of those collections, none of the others.
    await storage.handle(async () => {
      storage.data.pushes.length = 0;
      await storage.save();
    });
    expect(storage.changesSince(['pushes'], afterNamed)).toBe('all');
    expect(storage.changesSince(['outbox'], afterNamed)).toEqual(new Set());
    // Outside a request, an unhinted save may have changed anything.
    await storage.save();
    expect(storage.changesSince(['outbox'], afterNamed)).toBe('all');
    expect(storage.changesSince(['outbox'], -1)).toBe('all');
  });
});

describe('the id index and the list cache', () => {
  const config: ListConfig<Mail> = {
    searchFields: ['subject'],
    sortKeys: { subject: 'subject', _id: '_id' },
    defaultSort: { field: 'subject', order: 'asc' },
    filters: { to: 'to' },
  };
  const queries: Record<string, unknown>[] = [
    {},
    { sort: '_id', order: 'desc', limit: 5 },
    { search: '1', start: 2, limit: 4 },
    { to: 'b@b.co', sort: 'subject', order: 'desc' },
  ];

  /** A list route's read, as records.ts's listRoute makes it: the cache follows the storage's saves. */
  function listed(storage: Storage, cache: ListCache<Mail>, query: Record<string, unknown>) {
    const { value: records, collections } = storage.readsOf(() => storage.data.outbox);
    const source = {
      revision: storage.revision,
      changesSince: (revision: number) => storage.changesSince(collections, revision),
    };
    return listQuery(records, query, config, cache.at(source));
  }

  it('answer as a scan would after named, unhinted and in-request writes of every kind', async () => {
    const storage = await openEmpty();
    const caches = queries.map(() => new ListCache<Mail>());
    const rng = createRng(7);
    let next = 0;
    const add = () => mail(`m${next++}`, `s${rng.int(0, 20)}`);
    for (let i = 0; i < 30; i += 1) storage.data.outbox.push(add());
    await storage.save();

    for (let step = 0; step < 200; step += 1) {
      const outbox = storage.data.outbox;
      const target = outbox[rng.int(0, outbox.length - 1)];
      switch (outbox.length < 5 ? 0 : rng.int(0, 4)) {
        case 0: {
          const added = add();
          outbox.push(added);
          await storage.save({ outbox: [added] });
          break;
        }
        case 1:
          target.subject = `s${rng.int(0, 20)}`;
          target.to = rng.chance(0.5) ? 'a@b.co' : 'b@b.co';
          await storage.save({ outbox: [target] });
          break;
        case 2:
          await storage.handle(async () => {
            storage.data.outbox.splice(storage.data.outbox.indexOf(target), 1);
            await storage.save();
          });
          break;
        case 3:
          outbox[outbox.indexOf(target)] = { ...target, subject: `r${step}` };
          await storage.save({ outbox: true });
          break;
        default:
          target.subject = `u${step}`;
          await storage.save();
      }

      const records = storage.data.outbox;
      for (const id of [target._id, `m${rng.int(0, next)}`, 'unknown']) {
        expect(recordById(records, id)).toBe(records.find((item) => item._id === id));
      }
      queries.forEach((query, index) => {
        expect(listed(storage, caches[index], query)).toEqual(listQuery(records, query, config));
      });
    }
  });
});
