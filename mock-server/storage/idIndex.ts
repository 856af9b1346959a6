/**
 * Records by `_id` without a scan: at 100 000 orders one `find` over the collection costs 20-90 ms
 * on this kind of machine (the records are scattered in memory), and an order action looked its
 * order up three times (the handler, and the audit trail before and after).
 *
 * Each array gets a map from id to position, kept outside the data (a WeakMap on the array). The
 * map is only a guess: a hit is returned only when the record at that position still has the id, so
 * an array changed in any way (a splice, a replaced record) never gives a wrong answer. On a miss the
 * records appended since the map was made are added to it first (a record just pushed is usually
 * what is looked up next: the store looks up every saved record); only if that does not find it is
 * the map rebuilt and asked again. Rebuilding on every miss made a run of creates quadratic: 10 000
 * redeem cards created one by one rebuilt a growing map 10 000 times. Unknown ids (404s) cost one
 * scan, like `find`.
 */
interface Positions {
  map: Map<string, number>;
  /** How many records the map has read: any beyond were appended since, or the array changed. */
  length: number;
}
const positions = new WeakMap<readonly object[], Positions>();

/** Adds the records from `from` on; the first record with an id wins, as with `find`. */
function read(records: readonly { _id: string }[], index: Positions, from: number): void {
  for (let position = from; position < records.length; position += 1) {
    const id: unknown = records[position]?._id;
    if (typeof id === 'string' && !index.map.has(id)) index.map.set(id, position);
  }
  index.length = records.length;
}

function build(records: readonly { _id: string }[]): Positions {
  const index: Positions = { map: new Map(), length: 0 };
  read(records, index, 0);
  positions.set(records, index);
  return index;
}

const verified = (records: readonly { _id: string }[], index: Positions | undefined, id: string) => {
  const guess = index?.map.get(id);
  return guess !== undefined && records[guess]?._id === id ? guess : undefined;
};

/** The position of the record with this id in `records`, or -1. */
export function positionOfId(records: readonly { _id: string }[], id: string): number {
  const index = positions.get(records);
  const hit = verified(records, index, id);
  if (hit !== undefined) return hit;
  if (index && records.length > index.length) {
    read(records, index, index.length);
    const appended = verified(records, index, id);
    if (appended !== undefined) return appended;
  }
  return build(records).map.get(id) ?? -1;
}

/** The record with this id, or undefined. */
export function recordById<T extends { _id: string }>(records: readonly T[], id: string): T | undefined {
  const position = positionOfId(records, id);
  return position === -1 ? undefined : records[position];
}
