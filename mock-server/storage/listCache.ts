/**
 * The sorted matches of a list route's recent queries, kept up to date across writes. Paging
 * through 100 000 orders then costs a slice, and a write costs each cached query a few steps per
 * changed record instead of a new scan and sort (a scan of 100 000 orders alone takes 20-90 ms here,
 * and every review action is followed by a reload of the list it came from).
 *
 * The store says what changed since a revision (Store.changesSince): the records its saves named,
 * or 'all' when a save named the whole collection or nothing. Named records are taken out of each
 * query and put back where they now belong, if they still match; records appended at the end of
 * the collection count as named. Anything else (another array, a shorter one, 'all') starts over.
 */
import { positionOfId } from './idIndex';
import { compareRanked, pageOrder, type Key, type QueryCache, type QueryPlan } from '../listOrder';

/** What the store knows: its current revision, and what changed in this list's data since another. */
export interface CacheSource {
  revision: number;
  changesSince(revision: number): ReadonlySet<object> | 'all';
}

/** One query's matches in list order, with each one's sort key and position in the collection. */
class SortedMatches<T extends object> {
  private constructor(
    private readonly query: QueryPlan<T>,
    readonly rows: T[],
    private readonly keys: Key[],
    private readonly positions: number[],
  ) {}

  static build<T extends object>(records: readonly T[], query: QueryPlan<T>): SortedMatches<T> {
    const positions: number[] = [];
    const keys: Key[] = [];
    records.forEach((record, position) => {
      if (!query.matches(record)) return;
      positions.push(position);
      keys.push(query.keyOf(record));
    });
    // Match order is collection order, so pageOrder's tie-break (input order) is by position.
    const order = pageOrder(keys, query.direction, 0, keys.length);
    return new SortedMatches(
      query,
      order.map((index) => records[positions[index]]),
      order.map((index) => keys[index]),
      order.map((index) => positions[index]),
    );
  }

  /**
   * Takes `record` out, and back in where it belongs if it matches; `position` is its place in the
   * collection, -1 when it is no longer there.
   */
  update(record: T, position: number): void {
    const at = this.rows.indexOf(record);
    if (at !== -1) {
      this.rows.splice(at, 1);
      this.keys.splice(at, 1);
      this.positions.splice(at, 1);
    }
    if (position === -1 || !this.query.matches(record)) return;
    const key = this.query.keyOf(record);
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const order = compareRanked(
        this.keys[middle],
        this.positions[middle],
        key,
        position,
        this.query.direction,
      );
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    this.rows.splice(low, 0, record);
    this.keys.splice(low, 0, key);
    this.positions.splice(low, 0, position);
  }
}

/** The position of `record` in `records`: through the id index when it has an _id, else a scan. */
function positionOf<T extends object>(records: readonly T[], record: T): number {
  const id = (record as { _id?: unknown })._id;
  if (typeof id === 'string') {
    const at = positionOfId(records as readonly { _id: string }[], id);
    if (at !== -1 && records[at] === record) return at;
  }
  return records.indexOf(record);
}

export class ListCache<T extends object> {
  private entries = new Map<string, SortedMatches<T>>();
  private records: readonly T[] | null = null;
  private length = 0;
  private revision = -1;

  constructor(private readonly size = 32) {}

  /** A QueryCache for listQuery, as of `source`'s revision. */
  at(source: CacheSource): QueryCache<T> {
    return { sorted: (records, key, plan) => this.sorted(records, source, key, plan) };
  }

  private sorted(
    records: readonly T[],
    source: CacheSource,
    key: string,
    plan: () => QueryPlan<T>,
  ): readonly T[] {
    this.catchUp(records, source);
    let entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    else {
      entry = SortedMatches.build(records, plan());
      if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    return entry.rows;
  }

  private catchUp(records: readonly T[], source: CacheSource): void {
    if (records === this.records && source.revision === this.revision && records.length === this.length)
      return;
    const changes =
      records === this.records && records.length >= this.length ? source.changesSince(this.revision) : 'all';
    if (changes === 'all') this.entries.clear();
    else {
      const changed = new Set(changes as ReadonlySet<T>);
      for (let position = this.length; position < records.length; position += 1)
        changed.add(records[position]);
      for (const record of changed) {
        const position = positionOf(records, record);
        for (const entry of this.entries.values()) entry.update(record, position);
      }
    }
    this.records = records;
    this.length = records.length;
    this.revision = source.revision;
  }
}
