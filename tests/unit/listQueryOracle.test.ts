/**
 * listQuery's fast paths (precomputed equality, top-k page selection, the cache of sorted matches)
 * against a plain reference:
 * filter with String() equality, one stable sort of every match, then a slice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListCache } from '../../mock-server/storage';
import { listQuery, type ListConfig } from '../../mock-server/listQuery';

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
          const cached = new ListCache<Row>().at({ revision: 1, changesSince: () => 'all' });
          listQuery(rows, { ...body, start: 0 }, config, cached);
          expect(listQuery(rows, body, config, cached)).toEqual(result);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps cached queries equal to fresh ones across named edits and appends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: value, k: value }), { maxLength: 200 }),
        fc.array(fc.record({ append: fc.boolean(), at: fc.nat(), v: value, k: value, named: fc.boolean() }), {
          maxLength: 20,
        }),
        (cells, steps) => {
          const rows: Row[] = cells.map((cell, id) => ({ id, ...cell }));
          const cache = new ListCache<Row>(4);
          const log: { revision: number; records: Row[] }[] = [];
          let revision = 0;
          const source = () => ({
            revision,
            changesSince: (since: number) =>
              new Set(log.filter((entry) => entry.revision > since).flatMap((entry) => entry.records)),
          });
          const bodies = [
            { status: [1], sort: 'k', order: 'desc' },
            { status: ['a', 2], sort: 'v', order: 'asc' },
            { sort: 'k', order: 'asc' },
            { status: [true, 0], sort: 'k', order: 'desc' },
          ];
          const check = () => {
            for (const body of bodies) {
              for (const start of [0, 7]) {
                const page = { ...body, start, limit: 10 };
                expect(listQuery(rows, page, config, cache.at(source()))).toEqual(
                  listQuery(rows, page, config),
                );
              }
            }
          };
          check();
          for (const step of steps) {
            revision += 1;
            if (step.append || rows.length === 0) {
              // Appended records count as changed whether or not a save names them.
              const row = { id: rows.length, v: step.v, k: step.k };
              rows.push(row);
              log.push({ revision, records: step.named ? [row] : [] });
            } else {
              const row = rows[step.at % rows.length];
              row.v = step.v;
              row.k = step.k;
              log.push({ revision, records: [row] });
            }
            check();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('starts over when the store cannot say what changed', () => {
    const rows: Row[] = [
      { id: 0, v: 1, k: 1 },
      { id: 1, v: 1, k: 2 },
    ];
    const cache = new ListCache<Row>();
    const body = { status: [1], sort: 'k', order: 'desc' };
    const at = (revision: number) => cache.at({ revision, changesSince: () => 'all' as const });
    expect(listQuery(rows, body, config, at(1)).data.map((row) => row.id)).toEqual([1, 0]);
    rows[1].v = 2;
    rows.splice(0, 1, { id: 2, v: 1, k: 9 });
    expect(listQuery(rows, body, config, at(2)).data.map((row) => row.id)).toEqual([2]);
  });
});
