/**
 * The write side of the storage engine (mock-server/README.md "Storage"): the whole database in
 * memory, read once at start. Writes are durable and cheap: each write round appends the records it
 * changed to a journal next to the data file (journal.ts, fdatasync'ed), and the data file itself -
 * a snapshot, the same JSON document as ever - is rewritten atomically (temp file + fsync + rename
 * through write-file-atomic) only when the journal grows past COMPACT_BYTES, on flush, and on open
 * when a journal was left by a kill. One serialized queue does all of it, because json-server's own
 * lowdb FileSync writes in place and tears the file when killed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { PRIVATE_FILE_MODE } from '../privateFiles';
import type { Db } from '../types';
import { loadDb, readIfExists, removeStaleTempFiles } from './dataFile';
import type { Storage } from './index';
import { Journal } from './journal';
import { Serializer, type ChangeHint } from './serializer';

/** Journal size that triggers a snapshot: replaying it at start stays well under a second. */
const COMPACT_BYTES = 16 * 1024 * 1024;
/** Saves remembered by `changesSince`; a cache older than that starts over. */
const CHANGE_LOG_SIZE = 1024;

export class Store implements Storage {
  /** Bumped on every save request; `savedVersion` trails it as writes reach the disk. */
  private version = 0;
  private savedVersion = 0;
  private writing: Promise<void> | null = null;
  /** Keeps each record's JSON (serializer.ts): a write re-encodes what it changed only. */
  private readonly serializer = new Serializer();
  private readonly journal: Journal;

  /** What each recent save changed, for `changesSince`: oldest first, at most CHANGE_LOG_SIZE. */
  private readonly changeLog: { version: number; hint: ChangeHint | undefined }[] = [];
  /** The collections each running request read (see `handle`). */
  private readonly requests = new AsyncLocalStorage<Set<string>>();
  /** What handlers use: the data itself, behind a proxy that notes which collections a request reads. */
  readonly data: Db;

  private constructor(
    readonly file: string,
    private readonly raw: Db,
  ) {
    this.journal = new Journal(file);
    const track = (key: string | symbol) => {
      if (typeof key === 'string') this.requests.getStore()?.add(key);
    };
    this.data = new Proxy(raw, {
      get: (target, key, receiver) => (track(key), Reflect.get(target, key, receiver) as unknown),
      set: (target, key, value, receiver) => (track(key), Reflect.set(target, key, value, receiver)),
    });
    // The cache starts as the state on disk (or about to be written by the caller).
    this.serializer.changes(raw);
  }

  /** Opens the data file, building it from `seed` when it does not exist. Refuses a file it cannot read. */
  static async open(file: string, seed: () => Promise<Db>): Promise<Store> {
    const text = await readIfExists(file);
    if (text === undefined) {
      const store = new Store(file, await seed());
      await store.compact();
      return store;
    }
    await removeStaleTempFiles(file);
    const { db, missing, replayed } = await loadDb(file, text);
    if (missing.length > 0) {
      // A file written before a later area added its collection (settings, pushes...): the new
      // collections come from the deterministic seed, everything already there stays as it is.
      const seeded = await seed();
      const patched = db as unknown as Record<string, unknown>;
      for (const name of missing) patched[name] = seeded[name];
    }
    const store = new Store(file, db);
    if (missing.length > 0 || replayed > 0) await store.compact();
    return store;
  }

  /** Replaces the file with a freshly seeded database (`npm run mock:reset`). */
  static async reset(file: string, seed: () => Promise<Db>): Promise<Store> {
    await removeStaleTempFiles(file);
    const store = new Store(file, await seed());
    // The old journal goes first: replayed on the new snapshot it would mix old data in.
    await store.journal.remove();
    await store.compact();
    return store;
  }

  /** Changes on every save request: whatever was derived from the data before may be stale. */
  get revision(): number {
    return this.version;
  }

  /**
   * What the saves since `revision` changed in `collections`: the records they named, or 'all'
   * when one named a whole collection, named nothing, or is too old to be remembered. The same
   * knowledge the journal is written from, so caches (listCache.ts) are exactly as right as the file.
   */
  changesSince(collections: Iterable<string>, revision: number): ReadonlySet<object> | 'all' {
    const changed = new Set<object>();
    if (revision === this.version) return changed;
    if (revision < 0 || (this.changeLog[0]?.version ?? Infinity) > revision + 1) return 'all';
    const names = [...collections];
    for (const { version, hint } of this.changeLog) {
      if (version <= revision) continue;
      if (!hint) return 'all';
      for (const name of names) {
        const records = hint[name];
        if (records === true) return 'all';
        for (const record of records ?? []) changed.add(record);
      }
    }
    return changed;
  }

  /** Runs `read` and says which collections it read through `data` (counted for the request too). */
  readsOf<R>(read: () => R): { value: R; collections: ReadonlySet<string> } {
    const collections = new Set<string>();
    const value = this.requests.run(collections, read);
    const outer = this.requests.getStore();
    for (const name of collections) outer?.add(name);
    return { value, collections };
  }

  /**
   * Persists the current state. Resolves once a write that includes every change made before the
   * call is on disk, so a handler that awaits it only acknowledges durable changes. Concurrent
   * calls share writes: under load the journal gets one line per round, not one per request.
   * `changed` may name exactly what the caller changed (records by identity, or `true` for a whole
   * collection) so that only those records are re-encoded; without it every collection is.
   */
  async save(changed?: ChangeHint): Promise<void> {
    const read = this.requests.getStore();
    const hint = changed ?? (read && Object.fromEntries([...read].map((name) => [name, true])));
    this.serializer.note(hint);
    const target = ++this.version;
    this.changeLog.push({ version: target, hint });
    if (this.changeLog.length > CHANGE_LOG_SIZE) this.changeLog.shift();
    while (this.savedVersion < target) await this.drain();
  }

  /**
   * Runs a request's handler. Its saves without a hint then re-encode only the collections it read
   * through `data` (a handler changes nothing it did not read), not all of them: a profile edit no
   * longer re-encodes 100 000 orders. The route table runs every handler through it.
   */
  handle<R>(handler: () => R): R {
    return this.requests.run(new Set(), handler);
  }

  /**
   * Waits for every pending write, then folds the journal into the data file (close, signals).
   * First one save without a hint and outside any request, which compares every collection with
   * what was journaled: the file a clean close leaves holds the state in memory even where a save's
   * hint missed a change, and tests/api/journalCoversWrites.test.ts compares it with the
   * journal's replay after a call of every route to find such saves.
   */
  async flush(): Promise<void> {
    await this.save();
    while (this.writing || this.savedVersion < this.version) await this.drain();
    if (this.journal.bytes > 0) {
      this.writing = this.compact().finally(() => (this.writing = null));
      await this.writing;
    }
  }

  /**
   * The reset of `writing` runs in `.finally`, a later microtask: a round with nothing to write
   * completes without awaiting, and a reset inside it would run before `??=` stores the promise,
   * leaving a settled one there for good (every later save then waited forever).
   */
  private drain(): Promise<void> {
    this.writing ??= this.writeRounds().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  private async writeRounds(): Promise<void> {
    while (this.savedVersion < this.version) {
      const version = this.version;
      // Encoded before any await: the line is one consistent snapshot of this version.
      const line = this.serializer.changes(this.raw);
      if (line !== '') await this.journal.append(line);
      this.savedVersion = version;
      if (this.journal.bytes > COMPACT_BYTES) await this.compact();
    }
  }

  /**
   * Writes the journaled state as the data file, then drops the journal. Killed in between, the
   * journal is replayed on a snapshot that already holds it, which changes nothing.
   */
  private async compact(): Promise<void> {
    const text = this.serializer.snapshot(this.raw);
    await mkdir(dirname(this.file), { recursive: true });
    await writeFileAtomic(this.file, text, { fsync: true, mode: PRIVATE_FILE_MODE });
    await this.journal.remove();
  }
}
