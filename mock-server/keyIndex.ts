/**
 * A record of a collection by a key of its own (a buy order by the card codes it holds, a redeem
 * card by its code), without reading every record on each call: at 100 000 orders a pass over their
 * codes costs about 200 ms, and 10 000 redeem cards created one by one each read all the cards before
 * (a CSV import took most of a minute).
 *
 * The index follows the store's writes as the list caches do (storage/listCache.ts): `changesSince`
 * names the records the saves since the last look changed (the same hints the journal is written
 * from), and those are read again; records appended since are read too; a save that names the whole
 * collection, another array or a shorter one builds the index again. The caller checks a hit against
 * the record itself, so a stale entry never answers wrongly; a miss is as right as the store's hints,
 * which tests/api/journalCoversWrites.test.ts checks against the journal.
 */
import type { Storage } from './storage';
import type { Db } from './types';

type Collection = { [K in keyof Db]: Db[K] extends readonly object[] ? K : never }[keyof Db];

interface State<T extends object> {
  records: readonly T[];
  /** How many records were read: any beyond were appended since. */
  length: number;
  revision: number;
  holder: Map<string, T>;
  /** The keys each record was indexed under, to take them out when it changes. */
  keysOf: WeakMap<object, string[]>;
}

/**
 * A lookup of `collection`'s records by the keys `keysOf` gives each (normalised by the caller).
 * With two records under one key, the first read keeps it: keys are meant to be unique.
 */
export function keyIndex<T extends object>(collection: Collection, keysOf: (record: T) => string[]) {
  const states = new WeakMap<Storage, State<T>>();

  const put = (state: State<T>, record: T) => {
    for (const key of state.keysOf.get(record) ?? []) {
      if (state.holder.get(key) === record) state.holder.delete(key);
    }
    const keys = keysOf(record);
    state.keysOf.set(record, keys);
    for (const key of keys) if (key !== '' && !state.holder.has(key)) state.holder.set(key, record);
  };

  const build = (store: Storage, records: readonly T[]): State<T> => {
    const state: State<T> = {
      records,
      length: records.length,
      revision: store.revision,
      holder: new Map(),
      keysOf: new WeakMap(),
    };
    for (const record of records) if (record) put(state, record);
    states.set(store, state);
    return state;
  };

  const current = (store: Storage): State<T> => {
    const records = store.data[collection] as unknown as readonly T[];
    const state = states.get(store);
    if (!state || state.records !== records || records.length < state.length) return build(store, records);
    const changed = store.changesSince([collection], state.revision);
    if (changed === 'all') return build(store, records);
    for (const record of changed) put(state, record as T);
    for (let position = state.length; position < records.length; position += 1) {
      const record = records[position];
      if (record) put(state, record);
    }
    state.length = records.length;
    state.revision = store.revision;
    return state;
  };

  /** The record indexed under `key`, if any: check it against the record before trusting it. */
  return (store: Storage, key: string): T | undefined => current(store).holder.get(key);
}
