/**
 * The encoding side of the store (store.ts): what changed since the last write, as one journal line,
 * and the whole database as text for a snapshot, both from a cache of each record's JSON.
 * JSON.stringify of the whole database costs seconds at 100 000 orders; most writes change a
 * handful of records. A save that names what it changed (`store.save({ orders: [order] })`)
 * re-encodes only those records and the ones appended since; a save without a hint (or `true` for a
 * collection, a replaced or shrunk array) re-encodes that collection and journals only the records
 * whose text differs: the default stays exact.
 *
 * A journal line is a JSON array of entries, applied in order by `applyJournalLine`:
 *   { c: collection, n: its length, s: [[index, record], ...] }  records set by position
 *   { k: key, v: value }                                          any other top-level value
 * Every entry sets absolute values, so replaying a journal on a snapshot that already holds it
 * gives the same state (a crash between a snapshot and the journal's removal is harmless).
 */

import { positionOfId } from './idIndex';

/** What a save changed: a collection's records (by identity) or `true` for "anything in it". */
export type ChangeHint = Readonly<Record<string, readonly object[] | true>>;

interface Encoded {
  array: readonly unknown[];
  items: string[];
}

const encodeItem = (item: unknown) => JSON.stringify(item) ?? 'null';

export class Serializer {
  private arrays = new Map<string, Encoded>();
  private values = new Map<string, string>();
  /** Changes noted since the last `changes()`: `true` = unknown (re-encode everything). */
  private pending: Map<string, Set<object> | true> | true = true;

  /** Records what a save changed; without a hint, everything may have changed. */
  note(hint?: ChangeHint): void {
    if (!hint || this.pending === true) {
      this.pending = true;
      return;
    }
    for (const [name, records] of Object.entries(hint)) {
      const current = this.pending.get(name);
      if (records === true || current === true) {
        this.pending.set(name, true);
        continue;
      }
      const set = current ?? new Set<object>();
      for (const record of records) set.add(record);
      this.pending.set(name, set);
    }
  }

  /**
   * The changes to `data` since the last call, as one journal line ('' when nothing changed).
   * Call synchronously (no await in between) so that it is one consistent state.
   */
  changes(data: object): string {
    const pending = this.pending;
    this.pending = new Map();
    const entries: string[] = [];
    for (const [name, value] of Object.entries(data)) {
      if (value === undefined) continue;
      const key = JSON.stringify(name);
      if (!Array.isArray(value)) {
        const text = encodeItem(value);
        if (this.values.get(name) === text) continue;
        this.values.set(name, text);
        entries.push(`{"k":${key},"v":${text}}`);
        continue;
      }
      const before = this.arrays.get(name)?.items.length;
      const { items, changed } = this.encode(name, value, pending === true ? true : pending.get(name));
      if (changed.length === 0 && before === items.length) continue;
      const set = changed.map((index) => `[${index},${items[index]}]`).join(',');
      entries.push(`{"c":${key},"n":${items.length},"s":[${set}]}`);
    }
    return entries.length > 0 ? `[${entries.join(',')}]` : '';
  }

  /** The database as JSON text, as of the last `changes()` (equal to JSON.stringify then). */
  snapshot(data: object): string {
    const parts: string[] = [];
    for (const name of Object.keys(data)) {
      const array = this.arrays.get(name);
      const text = array ? `[${array.items.join(',')}]` : this.values.get(name);
      if (text !== undefined) parts.push(`${JSON.stringify(name)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  }

  private encode(name: string, array: readonly unknown[], change: Set<object> | true | undefined) {
    const cached = this.arrays.get(name);
    const items = cached?.items ?? [];
    const changed: number[] = [];
    const update = (index: number) => {
      const text = encodeItem(array[index]);
      if (items[index] !== text) {
        items[index] = text;
        changed.push(index);
      }
    };
    if (!cached || change === true || cached.array !== array || array.length < items.length) {
      for (let index = 0; index < array.length; index += 1) update(index);
    } else {
      if (change && change.size > 0)
        for (const index of positionsOf(array, change, items.length)) update(index);
      // Appended records (arrays grow at the end; anything else comes with a hint or `true`).
      for (let index = items.length; index < array.length; index += 1) update(index);
    }
    items.length = array.length;
    this.arrays.set(name, { array, items });
    return { items, changed };
  }
}

/**
 * Where the named records are among the first `length` items of `array`: through the id index
 * (idIndex.ts) for records with an `_id`, one scan for the others. A scan with a Set lookup per item
 * touches every record's memory: tens of milliseconds at 100 000 orders, for a one-record change.
 */
function positionsOf(array: readonly unknown[], records: ReadonlySet<object>, length: number): number[] {
  const found: number[] = [];
  const unplaced = new Set<object>();
  for (const record of records) {
    const id = (record as { _id?: unknown })._id;
    const at = typeof id === 'string' ? positionOfId(array as readonly { _id: string }[], id) : -1;
    if (at !== -1 && array[at] === record) {
      // One appended since the last write is encoded with the appended ones: no scan for it.
      if (at < length) found.push(at);
    } else unplaced.add(record);
  }
  if (unplaced.size > 0) {
    for (let index = 0; index < length; index += 1) {
      const item = array[index];
      if (typeof item === 'object' && item !== null && unplaced.has(item)) found.push(index);
    }
  }
  return found;
}

type Entry = { c: string; n: number; s: [number, unknown][] } | { k: string; v: unknown };

/** Applies one journal line to `db` (throws on a line that is not a journal line). */
export function applyJournalLine(db: Record<string, unknown>, line: string): void {
  const entries = JSON.parse(line) as unknown;
  if (!Array.isArray(entries)) throw new Error('a journal line is not an array');
  for (const entry of entries as Entry[]) {
    if ('k' in entry && typeof entry.k === 'string') {
      db[entry.k] = entry.v;
      continue;
    }
    if (
      !('c' in entry) ||
      typeof entry.c !== 'string' ||
      !Number.isInteger(entry.n) ||
      !Array.isArray(entry.s)
    )
      throw new Error('a journal entry has no collection, length or records');
    const current = db[entry.c];
    const array: unknown[] = Array.isArray(current) ? current : [];
    for (const [index, record] of entry.s) array[index] = record;
    array.length = entry.n;
    db[entry.c] = array;
  }
}
