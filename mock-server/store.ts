/**
 * The data store: the whole database in memory, read once at start, written back atomically
 * (temp file + fsync + rename through write-file-atomic) by one serialized queue. json-server's
 * own lowdb FileSync writes in place and tears the file when killed; this adapter never does.
 */
import { mkdir, readFile, readdir, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { Serializer, type ChangeHint } from './storeSerializer';
import { DB_COLLECTIONS, type Db } from './types';

const STALE_TEMP_MS = 60_000;

export class DataFileError extends Error {
  constructor(file: string, reason: string) {
    super(
      `The mock data file ${file} cannot be used: ${reason}.\n` +
        `It was left untouched. Run \`npm run mock:reset\` to rebuild it from the seed ` +
        `(this discards its contents), or set MOCK_DATA to another file.`,
    );
    this.name = 'DataFileError';
  }
}

export class Store {
  /** Bumped on every save request; `savedVersion` trails it as writes reach the disk. */
  private version = 0;
  private savedVersion = 0;
  private writing: Promise<void> | null = null;
  /** Keeps the file's text as cached chunks (storeSerializer.ts): a hinted save re-encodes little. */
  private readonly serializer = new Serializer();

  private constructor(
    readonly file: string,
    readonly data: Db,
  ) {}

  /** Opens the data file, building it from `seed` when it does not exist. Refuses a file it cannot read. */
  static async open(file: string, seed: () => Promise<Db>): Promise<Store> {
    const text = await readIfExists(file);
    if (text === undefined) {
      const store = new Store(file, await seed());
      await store.save();
      return store;
    }
    await removeStaleTempFiles(file);
    const { db, missing } = parseDb(file, text);
    if (missing.length === 0) return new Store(file, db);
    // A file written before a later area added its collection (settings, pushes...): the new
    // collections come from the deterministic seed, everything already there stays as it is.
    const seeded = await seed();
    const patched = db as unknown as Record<string, unknown>;
    for (const name of missing) patched[name] = seeded[name];
    const store = new Store(file, db);
    await store.save();
    return store;
  }

  /** Replaces the file with a freshly seeded database (`npm run mock:reset`). */
  static async reset(file: string, seed: () => Promise<Db>): Promise<Store> {
    await removeStaleTempFiles(file);
    const store = new Store(file, await seed());
    await store.save();
    return store;
  }

  /**
   * Persists the current state. Resolves once a write that includes every change made before the
   * call is on disk, so a handler that awaits it only acknowledges durable changes. Concurrent
   * calls share writes: under load the file is rewritten once per round, not once per request.
   * `changed` may name exactly what the caller changed (records by identity, or `true` for a whole
   * collection) so that only those parts are re-encoded; without it everything is.
   */
  async save(changed?: ChangeHint): Promise<void> {
    this.serializer.note(changed);
    const target = ++this.version;
    while (this.savedVersion < target) await this.drain();
  }

  /** Waits for every pending write (used on close and on signals). */
  async flush(): Promise<void> {
    while (this.writing || this.savedVersion < this.version) await this.drain();
  }

  private drain(): Promise<void> {
    this.writing ??= (async () => {
      try {
        while (this.savedVersion < this.version) {
          const version = this.version;
          // Serialized before any await: the text is one consistent snapshot of this version.
          const text = this.serializer.serialize(this.data);
          await mkdir(dirname(this.file), { recursive: true });
          await writeFileAtomic(this.file, text, { fsync: true });
          this.savedVersion = version;
        }
      } finally {
        this.writing = null;
      }
    })();
    return this.writing;
  }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DataFileError(file, (error as Error).message);
  }
}

/**
 * The collections every data file has had since the first version: a file without them is not a
 * Giftdesk data file (or a broken one) and is refused; later collections may be added on open.
 */
const FOUNDATION_COLLECTIONS = ['admins', 'sessions', 'customers', 'orders'] as const;

function parseDb(file: string, text: string): { db: Db; missing: (typeof DB_COLLECTIONS)[number][] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === '' ? 'it is empty' : `it is not valid JSON (${(error as Error).message})`;
    throw new DataFileError(file, reason);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DataFileError(file, 'it does not hold a JSON object');
  }
  const record = value as Record<string, unknown>;
  const missing = DB_COLLECTIONS.filter((name) => !Array.isArray(record[name]));
  const missingCore = FOUNDATION_COLLECTIONS.filter((name) => !Array.isArray(record[name]));
  if (missingCore.length > 0) {
    throw new DataFileError(file, `it has no ${missingCore.join(', ')} collection`);
  }
  return { db: value as Db, missing };
}

/**
 * A kill -9 during a write leaves write-file-atomic's temp file (`db.json.<number>`) behind. Only
 * old ones are removed: a fresh one may belong to another process writing the same file right now.
 */
async function removeStaleTempFiles(file: string): Promise<void> {
  const name = basename(file);
  const folder = dirname(file);
  const entries = await readdir(folder).catch(() => [] as string[]);
  const candidates = entries.filter(
    (entry) => entry.startsWith(`${name}.`) && /^\d+$/.test(entry.slice(name.length + 1)),
  );
  const cutoff = Date.now() - STALE_TEMP_MS;
  await Promise.all(
    candidates.map(async (entry) => {
      const path = join(folder, entry);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await unlink(path).catch(() => undefined);
    }),
  );
}
