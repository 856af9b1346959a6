/**
 * listQuery's fast paths (precomputed equality, top-k page selection, the cache of sorted matches)
 * against a plain reference:
 * filter with String() equality, one stable sort of every match, then a slice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListCache, listQuery, type ListConfig } from '../../mock-server/listQuery';

interface Row {
  id: number;
  v: unknown;
  k: unknown;
}

const config: ListConfig<Row> = {
  searchFields: [],
  sortKeys: { v: 'v', k: 'k' },
  defaultSort: { field: 'k', order: 'desc' },
  filters: { status: 'v' },
};

const value = fc.oneof(
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom('0', '1', '2', '01', ' 1', 'a', 'B', 'b', '', 'true'),
  fc.boolean(),
  fc.constantFrom(null, undefined, Number.NaN, -0, 1.5),
);

/** The reference order: missing keys last, numbers before text, text without case, ties by input order. */
function reference(rows: Row[], wanted: unknown[], field: 'v' | 'k', direction: 1 | -1) {
  const primitive = (x: unknown) =>
    typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x));
  const texts = wanted.filter((x) => primitive(x) && x !== '').map(String);
  const matches =
    texts.length === 0 ? rows : rows.filter((row) => primitive(row.v) && texts.includes(String(row.v)));
  const key = (x: unknown) =>
    typeof x === 'number'
      ? Number.isNaN(x)
        ? undefined
        : x
      : x === null || x === undefined
        ? undefined
        : String(x).toLowerCase();
  const rank = (x: unknown) => (x === undefined ? 2 : typeof x === 'number' ? 0 : 1);
  return [...matches].sort((a, b) => {
    const ka = key(a[field]);
    const kb = key(b[field]);
    if (ka === undefined || kb === undefined) return rank(ka) - rank(kb);
    if (rank(ka) !== rank(kb)) return direction * (rank(ka) - rank(kb));
    return ka === kb ? 0 : direction * (ka < kb ? -1 : 1);
  });
}

describe('listQuery against a plain filter, sort and slice', () => {
  it('returns the same page and total for any data, filter, sort and paging', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: value, k: value }), { maxLength: 400 }),
        fc.array(value, { maxLength: 3 }),
        fc.constantFrom('v', 'k'),
        fc.constantFrom('asc', 'desc'),
        fc.nat({ max: 420 }),
        fc.integer({ min: 1, max: 100 }),
        (cells, wanted, field, order, start, limit) => {
          const rows = cells.map((cell, id) => ({ id, ...cell }));
          const expected = reference(rows, wanted, field, order === 'asc' ? 1 : -1);
          const body = { status: wanted, sort: field, order, start, limit };
          const result = listQuery(rows, body, config);
          expect(result.total).toBe(expected.length);
          expect(result.data.map((row) => row.id)).toEqual(
            expected.slice(start, start + limit).map((row) => row.id),
          );
          // Through a cache: a first page fills it, the asked page comes from it.
          const cached = { store: new ListCache<Row>(), revision: 1 };
          listQuery(rows, { ...body, start: 0 }, config, cached);
          expect(listQuery(rows, body, config, cached)).toEqual(result);
        },
      ),
      { numRuns: 300 },
    );
  });
});
