/**
 * The data file's text, rebuilt cheaply. JSON.stringify of the whole database costs seconds at
 * 100 000 orders; most writes change a handful of records. Every array is kept as JSON chunks of
 * CHUNK records; a save that names what it changed (`store.save({ orders: [order] })`) re-encodes
 * only the chunks holding those records. A save without such a hint, a replaced or shrunk array,
 * or any other top-level value re-encodes that collection whole: the default stays exact.
 */

export const CHUNK = 500;

/** What a save changed: a collection's records (by identity) or `true` for "anything in it". */
export type ChangeHint = Readonly<Record<string, readonly object[] | true>>;

interface Encoded {
  array: readonly unknown[];
  length: number;
  chunks: string[];
}

const encodeChunk = (array: readonly unknown[], index: number) =>
  array
    .slice(index * CHUNK, (index + 1) * CHUNK)
    .map((item) => JSON.stringify(item) ?? 'null')
    .join(',');

function encodeWhole(array: readonly unknown[]): Encoded {
  const chunks: string[] = [];
  for (let index = 0; index * CHUNK < array.length; index += 1) chunks.push(encodeChunk(array, index));
  return { array, length: array.length, chunks };
}

export class Serializer {
  private cache = new Map<string, Encoded>();
  /** Changes noted since the last serialization: `true` = unknown (re-encode everything). */
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

  /** The text of `data` now; call synchronously (no await) so it is one consistent snapshot. */
  serialize(data: object): string {
    const pending = this.pending;
    this.pending = new Map();
    const parts: string[] = [];
    for (const [name, value] of Object.entries(data)) {
      if (!Array.isArray(value)) {
        this.cache.delete(name);
        parts.push(`${JSON.stringify(name)}:${JSON.stringify(value)}`);
        continue;
      }
      const encoded = this.encode(name, value, pending === true ? true : pending.get(name));
      parts.push(`${JSON.stringify(name)}:[${encoded.chunks.filter((chunk) => chunk !== '').join(',')}]`);
    }
    return `{${parts.join(',')}}`;
  }

  private encode(name: string, array: readonly unknown[], change: Set<object> | true | undefined): Encoded {
    const cached = this.cache.get(name);
    let encoded: Encoded;
    if (!cached || change === true || cached.array !== array || array.length < cached.length) {
      encoded = encodeWhole(array);
    } else {
      const dirty = new Set<number>();
      // Appended records: from the chunk that held the old last record onwards.
      for (let index = Math.floor(cached.length / CHUNK); index * CHUNK < array.length; index += 1) {
        if (array.length !== cached.length) dirty.add(index);
      }
      if (change && change.size > 0) {
        array.forEach((item, index) => {
          if (typeof item === 'object' && item !== null && change.has(item))
            dirty.add(Math.floor(index / CHUNK));
        });
      }
      for (const index of dirty) cached.chunks[index] = encodeChunk(array, index);
      encoded = { array, length: array.length, chunks: cached.chunks };
    }
    this.cache.set(name, encoded);
    return encoded;
  }
}
