/**
 * The list order every list endpoint shares (docs/api.md "Lists"), apart from the list contract
 * (listQuery.ts) because the storage's list cache (storage/listCache.ts) keeps its cached matches in
 * this very order: one definition, so a cached page and an uncached one can never disagree.
 */

/** A record's sort key: a number, lower-case text, or undefined (missing, always last). */
export type Key = number | string | undefined;

/** Sort key of one value: numbers as numbers, everything else as lower-case text; missing values last. */
export function sortKey(value: unknown): Key {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value.toLowerCase() : String(value);
}

function compareKeys(a: Key, b: Key): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
}

/**
 * The list order: missing keys last whatever the direction, then by key, then by position in the
 * collection, so that the order is total (a page never depends on how the matches were gathered).
 */
export function compareRanked(ka: Key, pa: number, kb: Key, pb: number, direction: 1 | -1): number {
  if (ka === undefined || kb === undefined) return compareKeys(ka, kb) || pa - pb;
  return direction * compareKeys(ka, kb) || pa - pb;
}

/**
 * The positions of `keys` in sort order, from `start`, at most `limit`. Ties keep the input order,
 * so the order is total and selecting the first start + limit with a bounded heap gives exactly
 * what a stable sort then a slice would, in O(n log k) instead of O(n log n).
 */
export function pageOrder(keys: readonly Key[], direction: 1 | -1, start: number, limit: number): number[] {
  const compare = (a: number, b: number) => compareRanked(keys[a], a, keys[b], b, direction);
  const need = Math.min(start + limit, keys.length);
  if (need * 4 > keys.length) {
    const all = keys.map((_, index) => index).sort(compare);
    return all.slice(start, start + limit);
  }
  // A max-heap of the best `need` so far: its root is the worst of them.
  const heap: number[] = [];
  const sink = (from: number) => {
    for (let at = from; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && compare(heap[left], heap[worst]) > 0) worst = left;
      if (right < heap.length && compare(heap[right], heap[worst]) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst], heap[at]];
      at = worst;
    }
  };
  for (let index = 0; index < keys.length; index += 1) {
    if (heap.length < need) {
      heap.push(index);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at], heap[parent]) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
        at = parent;
      }
    } else if (need > 0 && compare(index, heap[0]) < 0) {
      heap[0] = index;
      sink(0);
    }
  }
  return heap.sort(compare).slice(start, start + limit);
}

/** How one query picks and orders records: built once per query, applied to each record. */
export interface QueryPlan<T> {
  matches: (record: T) => boolean;
  keyOf: (record: T) => Key;
  direction: 1 | -1;
}

/** Where a list route keeps the sorted matches of its recent queries (storage/listCache.ts). */
export interface QueryCache<T> {
  sorted(records: readonly T[], key: string, plan: () => QueryPlan<T>): readonly T[];
}
