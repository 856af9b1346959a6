/**
 * The mock's storage engine behind one interface (mock-server/README.md "Storage"; the design is in
 * docs/areas.md, "Mock at scale"). Route handlers and the rest of the mock use only what this
 * file exports: the data in memory, `save` (durable before it resolves), the request scope that makes
 * unhinted saves cheap, and what caches need to follow writes. How it is kept on disk (journal,
 * atomic snapshots, one write queue) and the id index stay inside this folder.
 */
import type { Db } from '../types';
import type { ChangeHint } from './serializer';
import { Store } from './store';

export { DataFileError, readDataFile as readStoredData } from './dataFile';
export { recordById } from './idIndex';
export { ListCache, type CacheSource } from './listCache';
export type { ChangeHint } from './serializer';

export interface Storage {
  /**
   * The whole database. Handlers change it in place, then `save`; reads inside `handle` are noted
   * per collection, which is what an unhinted save then covers.
   */
  readonly data: Db;
  /**
   * Resolves once every change made before the call is on disk (journaled and fdatasync'ed), so a
   * handler that awaits it only acknowledges durable changes. `changed` names what the caller
   * changed (records by identity, or `true` for a whole collection); without it, the collections
   * the request read (or, outside a request, everything) are compared with what was written.
   */
  save(changed?: ChangeHint): Promise<void>;
  /** Runs a request's handler in its own read scope (the route table runs every handler so). */
  handle<R>(handler: () => R): R;
  /** Runs `read` and says which collections it read through `data`. */
  readsOf<R>(read: () => R): { value: R; collections: ReadonlySet<string> };
  /** Changes on every save: whatever was derived from the data before may be stale. */
  readonly revision: number;
  /**
   * What the saves since `revision` changed in `collections`: the records they named, or 'all'.
   * The same knowledge the journal is written from, so a cache that follows it is as right as the file.
   */
  changesSince(collections: Iterable<string>, revision: number): ReadonlySet<object> | 'all';
  /**
   * Waits for every pending write and folds the journal into the data file (close, signals). The
   * storage stays usable afterwards: tests read the file this leaves and go on calling the mock.
   */
  flush(): Promise<void>;
}

/** Opens the data file (its journal replayed), building it from `seed` when it does not exist. */
export const openStorage = (file: string, seed: () => Promise<Db>): Promise<Storage> =>
  Store.open(file, seed);

/** Replaces the data file with a freshly seeded database (`npm run mock:reset`). */
export const resetStorage = (file: string, seed: () => Promise<Db>): Promise<Storage> =>
  Store.reset(file, seed);
