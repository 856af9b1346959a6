/**
 * THE implementation of the POST-list contract (docs/api.md "Lists"), shared by every list
 * endpoint. Pure: an array and an endpoint's configuration in, one page and the match count out.
 * Lenient with what list screens send (unknown fields fall back to defaults) and never throws on
 * hostile input; search is a plain substring match, never a RegExp built from input.
 */
import { pageOrder, sortKey, type QueryCache, type QueryPlan } from './listOrder';

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

/**
 * Equality across the types list screens send (1 and '1' are the same status): a record value
 * matches when its text is one of the wanted texts. Precomputed once per query, so the scan of a
 * large collection compares without building a string per record.
 */
function equalsAny(wanted: readonly Primitive[]): (value: unknown) => boolean {
  const texts = new Set(wanted.map(String));
  const numbers = new Set<number>();
  for (const text of texts) {
    const number = Number(text);
    if (Number.isFinite(number) && String(number) === text) numbers.add(number);
  }
  return (value) => {
    if (typeof value === 'string') return texts.has(value);
    if (typeof value === 'number') return numbers.has(value);
    return typeof value === 'boolean' && texts.has(String(value));
  };
}

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
    const matches = equalsAny([whereValue]);
    tests.push((record) => matches(record[whereField]));
  }
  for (const [key, filter] of Object.entries(config.filters ?? {})) {
    if (!own(body, key)) continue;
    const raw = body[key];
    const wanted = (Array.isArray(raw) ? raw : [raw]).filter(
      (item): item is Primitive => isPrimitive(item) && item !== '',
    );
    if (wanted.length === 0) continue;
    if (typeof filter === 'function') {
      tests.push((record) => wanted.some((value) => filter(record, value)));
    } else {
      const matches = equalsAny(wanted);
      tests.push((record) => matches(record[filter]));
    }
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

const PAGING_KEYS = new Set(['start', 'nStart', 'limit', 'nLimit']);

function plan<T extends object>(body: Record<string, unknown>, config: ListConfig<T>): QueryPlan<T> {
  const tests = buildTests(body, config);
  const sortRequest =
    typeof body.sort === 'string' && own(config.sortKeys, body.sort) ? config.sortKeys[body.sort] : undefined;
  const field = sortRequest ?? config.defaultSort.field;
  return {
    matches: (record) => tests.every((test) => test(record)),
    keyOf: (record) => sortKey(record[field]),
    direction: (sortOrder(body.order) ?? config.defaultSort.order) === 'asc' ? 1 : -1,
  };
}

export function listQuery<T extends object>(
  records: readonly T[],
  input: unknown,
  config: ListConfig<T>,
  cache?: QueryCache<T>,
): ListResult<T> {
  const body = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const { start, limit } = paging(body);
  if (cache) {
    const key = JSON.stringify(Object.entries(body).filter(([name]) => !PAGING_KEYS.has(name)));
    const sorted = cache.sorted(records, key, () => plan(body, config));
    return { data: sorted.slice(start, start + limit), total: sorted.length };
  }
  const query = plan(body, config);
  // One pass, one copy of the matches only (the input is never copied or mutated).
  const matches = records.filter(query.matches);
  // Keys are computed once per match, not once per comparison.
  const keys = matches.map(query.keyOf);
  const data = pageOrder(keys, query.direction, start, limit).map((index) => matches[index]);
  return { data, total: matches.length };
}
