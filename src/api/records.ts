/** Translation between react-admin's shapes and the API's: record ids and the POST-list body. */
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import { capFilter } from '../domain/format';
import type { ListEndpoint, RecordData } from './endpoints';

export const DEFAULT_ID_FIELD = '_id';
export const DEFAULT_PAGE_SIZE = 10;

/** An API record with react-admin's `id` taken from its key field (`_id` unless declared). */
export function toRecord(raw: unknown, idField = DEFAULT_ID_FIELD, fallbackId?: Identifier): RaRecord {
  const data = (raw && typeof raw === 'object' ? raw : {}) as RecordData;
  const key = data[idField];
  const id = typeof key === 'string' || typeof key === 'number' ? key : (fallbackId ?? '');
  return { ...data, id };
}

/**
 * The body of a POST list call (docs/api.md "Lists"): paging in the resource's style, the search
 * from filter.q (capped) in filter.search_by when the resource allows that field (else its searchBy),
 * sort/order, a where filter as where/where_value, and every other filter field as is, so a
 * permanent filter (`<List filter={{ status: 1 }}>`) or `where`/`where_value` reaches the server unchanged.
 */
export function listBody(spec: ListEndpoint, params: GetListParams, idField = DEFAULT_ID_FIELD): RecordData {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  const start = Math.max(0, (page - 1) * perPage);
  const body: RecordData =
    spec.paging === 'nStart' ? { nStart: start, nLimit: perPage } : { start, limit: perPage };

  const { q: typed, search, search_by: chosen, ...rest } = (params.filter ?? {}) as RecordData;
  // A search straight from a caller (`search`) is the same one search as the screens' `q`.
  const q = typed ?? search;
  const searches: [unknown, string | undefined][] = [
    [q, allowedSearchBy(spec, chosen) ?? spec.searchBy],
    ...Object.entries(spec.searchFilters ?? {}).map(([key, by]): [unknown, string] => [rest[key], by]),
  ];
  for (const key of Object.keys(spec.searchFilters ?? {})) delete rest[key];
  const [text, by] = searches.find(([value]) => typeof value === 'string' && value.trim() !== '') ?? [];
  if (typeof text === 'string') {
    body.search = (spec.capSearch ?? capFilter)(text);
    if (by) body.search_by = by;
  }
  const field = params.sort?.field;
  if (field) {
    body.sort = field === 'id' ? idField : field;
    body.order = params.sort?.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
  }
  const where = Object.entries(spec.whereFilters ?? {}).find(([key]) => isSet(rest[key]));
  if (where) {
    body.where = where[1];
    body.where_value = rest[where[0]];
  }
  for (const key of Object.keys(spec.whereFilters ?? {})) delete rest[key];
  return { ...body, ...rest };
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The screen's search_by when the resource allows it (its endpoints.ts searchFields), else nothing. */
export function allowedSearchBy(spec: ListEndpoint, chosen: unknown): string | undefined {
  return typeof chosen === 'string' ? spec.searchFields?.find((field) => field === chosen) : undefined;
}

/** One page of a list the server returns whole (GET lists). */
export function pageOf<T>(items: T[], params: GetListParams): T[] {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? items.length;
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * A list the server returns whole (GET lists), queried in the browser as a POST list would be on the
 * server: filter.q (capped) matched case-insensitively in the chosen search_by field (when allowed) or
 * the searchBy one, then single-column sort.
 */
export function queryWhole(items: RaRecord[], params: GetListParams, spec: ListEndpoint): RaRecord[] {
  const filter = (params.filter ?? {}) as RecordData;
  const q = filter.q;
  const needle = typeof q === 'string' ? (spec.capSearch ?? capFilter)(q).trim().toLowerCase() : '';
  const by = allowedSearchBy(spec, filter.search_by) ?? spec.searchBy;
  const found =
    needle && by
      ? items.filter((item) =>
          String(item[by] ?? '')
            .toLowerCase()
            .includes(needle),
        )
      : items;
  const field = params.sort?.field;
  if (!field) return found;
  const direction = params.sort?.order?.toUpperCase() === 'DESC' ? -1 : 1;
  return [...found].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return String(x ?? '').localeCompare(String(y ?? '')) * direction;
  });
}
