/**
 * The data file as a whole: reading it (the snapshot with its journal replayed), refusing one that
 * cannot be a Giftdesk data file, and cleaning what a killed write left. The write side is in
 * store.ts; the journal's lines in journal.ts (mock-server/README.md "Storage").
 */
import { readFile, readdir, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readJournal } from './journal';
import { applyJournalLine } from './serializer';
import { DB_COLLECTIONS, type Db } from '../types';

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

/** The data as the mock would open it: the data file with its journal replayed (tests, tools). */
export async function readDataFile(file: string): Promise<Db> {
  const text = await readIfExists(file);
  if (text === undefined) throw new DataFileError(file, 'it does not exist');
  return (await loadDb(file, text)).db;
}

export async function readIfExists(file: string): Promise<string | undefined> {
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

export async function loadDb(file: string, text: string) {
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
  const missingCore = FOUNDATION_COLLECTIONS.filter((name) => !Array.isArray(record[name]));
  if (missingCore.length > 0) {
    throw new DataFileError(file, `it has no ${missingCore.join(', ')} collection`);
  }
  const lines = await readJournal(file).catch((error: Error) => {
    throw new DataFileError(file, `its journal cannot be read (${error.message})`);
  });
  lines.forEach((line, index) => {
    try {
      applyJournalLine(record, line);
    } catch (error) {
      throw new DataFileError(
        file,
        `line ${index + 1} of its journal is damaged (${(error as Error).message})`,
      );
    }
  });
  const missing = DB_COLLECTIONS.filter((name) => !Array.isArray(record[name]));
  return { db: value as Db, missing, replayed: lines.length };
}

/**
 * A kill -9 during a write leaves write-file-atomic's temp file (`db.json.<number>`) behind. Only
 * old ones are removed: a fresh one may belong to another process writing the same file right now.
 */
export async function removeStaleTempFiles(file: string): Promise<void> {
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
