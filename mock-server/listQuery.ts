/**
 * THE implementation of the POST-list contract (docs/api.md "Lists"), shared by every list
 * endpoint. Pure: an array and an endpoint's configuration in, one page and the match count out.
 * Lenient with what list screens send (unknown fields fall back to defaults) and never throws on
 * hostile input; search is a plain substring match, never a RegExp built from input.
 */

export const LIST_DEFAULTS = { start: 0, limit: 10, maxLimit: 100, maxSearch: 255 } as const;
/** The keys a list body reads (docs/api.md "Lists"); the fuzz and robustness tests try each. */
export const LIST_BODY_KEYS = [
  'start',
  'limit',
  'nStart',
  'nLimit',
  'search',
  'search_by',
  'sort',
  'order',
  'where',
  'where_value',
] as const;

export type SortOrder = 'asc' | 'desc';
type Field<T> = keyof T & string;
type Primitive = string | number | boolean;

/** An extra filter: the record field it compares for equality, or a predicate of its own. */
export type ListFilter<T> = Field<T> | ((record: T, value: Primitive) => boolean);

export interface ListConfig<T> {
  /** Fields `search_by` may name; the first is searched when `search_by` names none of them. */
  searchFields: readonly Field<T>[];
  /** Accepted `sort` keys -> record field (identity entries included, e.g. { sTitle: 'sTitle', sProductName: 'sTitle' }). */
  sortKeys: Readonly<Record<string, Field<T>>>;
  defaultSort: { field: Field<T>; order: SortOrder };
  /** Fields `where` may name (compared with `where_value`). */
  whereFields?: readonly Field<T>[];
  /** Body keys such as status / eStatus / eType -> how they filter. An array value matches any of its items. */
  filters?: Readonly<Record<string, ListFilter<T>>>;
}

export interface ListResult<T> {
  data: T[];
  total: number;
}

const own = (object: object, key: string) => Object.hasOwn(object, key);

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : undefined;
}

const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean';

/** Equality across the types list screens send: 1 and '1' are the same status. */
const sameValue = (recordValue: unknown, wanted: Primitive) =>
  isPrimitive(recordValue) && String(recordValue) === String(wanted);

function paging(body: Record<string, unknown>) {
  const start = integer(body.start) ?? integer(body.nStart);
  const limit = integer(body.limit) ?? integer(body.nLimit);
  return {
    start: start !== undefined && start >= 0 ? start : LIST_DEFAULTS.start,
    limit: limit !== undefined && limit >= 1 ? Math.min(limit, LIST_DEFAULTS.maxLimit) : LIST_DEFAULTS.limit,
  };
}

function pick<K extends string>(allowed: readonly K[], value: unknown): K | undefined {
  return typeof value === 'string' ? allowed.find((item) => item === value) : undefined;
}

type Test<T> = (record: T) => boolean;

function buildTests<T>(body: Record<string, unknown>, config: ListConfig<T>): Test<T>[] {
  const tests: Test<T>[] = [];
  const search = isPrimitive(body.search)
    ? String(body.search).slice(0, LIST_DEFAULTS.maxSearch).trim().toLowerCase()
    : '';
  const searchField = pick(config.searchFields, body.search_by) ?? config.searchFields[0];
  if (search && searchField) {
    tests.push((record) => {
      const value = record[searchField];
      return isPrimitive(value) && String(value).toLowerCase().includes(search);
    });
  }
  const whereField = pick(config.whereFields ?? [], body.where);
  const whereValue = body.where_value;
  if (whereField && isPrimitive(whereValue) && whereValue !== '') {
    tests.push((record) => sameValue(record[whereField], whereValue));
  }
  for (const [key, filter] of Object.entries(config.filters ?? {})) {
    if (!own(body, key)) continue;
    const raw = body[key];
    const wanted = (Array.isArray(raw) ? raw : [raw]).filter(
      (item): item is Primitive => isPrimitive(item) && item !== '',
    );
    if (wanted.length === 0) continue;
    tests.push(
      typeof filter === 'function'
        ? (record) => wanted.some((value) => filter(record, value))
        : (record) => wanted.some((value) => sameValue(record[filter], value)),
    );
  }
  return tests;
}

/** 'asc' / 'desc' in any case, or Mongo's 1 / -1 (as numbers or text). */
function sortOrder(value: unknown): SortOrder | undefined {
  const text = isPrimitive(value) ? String(value).trim().toLowerCase() : '';
  if (text === 'asc' || text === '1') return 'asc';
  if (text === 'desc' || text === '-1') return 'desc';
  return undefined;
}

/** Sort key of one value: numbers as numbers, everything else as lower-case text; missing values last. */
function sortKey(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value.toLowerCase() : String(value);
}

function compareKeys(a: number | string | undefined, b: number | string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
}

export function listQuery<T extends object>(
  records: readonly T[],
  input: unknown,
  config: ListConfig<T>,
): ListResult<T> {
  const body = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const tests = buildTests(body, config);
  // One pass, one copy of the matches only (the input is never copied or mutated).
  const matches: T[] = [];
  for (const record of records) if (tests.every((test) => test(record))) matches.push(record);

  const sortRequest =
    typeof body.sort === 'string' && own(config.sortKeys, body.sort) ? config.sortKeys[body.sort] : undefined;
  const field = sortRequest ?? config.defaultSort.field;
  const direction = (sortOrder(body.order) ?? config.defaultSort.order) === 'asc' ? 1 : -1;
  // Keys are computed once per match, not once per comparison; the index keeps the sort stable.
  const keyed = matches.map((record, index) => ({ key: sortKey(record[field]), index }));
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) return compareKeys(a.key, b.key) || a.index - b.index;
    return direction * compareKeys(a.key, b.key) || a.index - b.index;
  });

  const { start, limit } = paging(body);
  const data = keyed.slice(start, start + limit).map(({ index }) => matches[index]);
  return { data, total: matches.length };
}
