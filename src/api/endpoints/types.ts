/** The shapes of the endpoint table (./index.ts) and the two helpers every entry uses. */
import type { Identifier } from 'ra-core';
import type { ExtensionName } from '../extensions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request, built from the caller's input. */
export interface Call<In = void> {
  method: HttpMethod;
  path: (input: In) => string;
  /** The JSON body: an explicit allowlist of fields, never the caller's object as is. */
  body?: (input: In) => unknown;
  /** Public calls (login, password reset) carry no Authorization header. */
  public?: boolean;
  /** A call beyond the spec, feature-detected (extensions.ts): absent after its first 404. */
  extension?: ExtensionName;
}

export type PagingStyle = 'start' | 'nStart';

/** A POST list call of docs/api.md "Lists" (or a GET returning the whole list, paged in the browser). */
export interface ListEndpoint {
  path: string;
  method?: 'POST' | 'GET';
  /** start/limit (default) or nStart/nLimit. */
  paging?: PagingStyle;
  /** search_by sent with a search when the screen gives none. */
  searchBy?: string;
  /**
   * The fields a screen may search in (its "Search in" choice, filter.search_by): an allowlist of the
   * API's searchable fields. A search_by outside it is never sent; searchBy is then used.
   */
  searchFields?: readonly string[];
  /**
   * Filter keys the call serves as `where` / `where_value` (platform.md s.7): { filter key: where }.
   * One at a time, as the call has one `where`.
   */
  whereFilters?: Readonly<Record<string, string>>;
  /** How filter.q is capped: capFilter (255) by default, capKycFilter for the KYC lists. */
  capSearch?: (q: string) => string;
  /**
   * Other filter keys served by the same search: { filter key: search_by }. The list call has one
   * search, so a screen offers these one at a time (the first one set wins, filter.q first).
   */
  searchFilters?: Readonly<Record<string, string>>;
  /** A list beyond the spec, feature-detected (extensions.ts). */
  extension?: ExtensionName;
}

export type RecordData = Record<string, unknown>;

export interface ResourceEndpoints {
  /** The API's key field, mapped to react-admin's `id` (default `_id`). */
  idField?: string;
  list?: ListEndpoint;
  getOne?: Call<Identifier>;
  create?: Call<RecordData>;
  update?: Call<{ id: Identifier; data: RecordData }>;
  delete?: Call<Identifier>;
  status?: Call<{ id: Identifier; status: unknown }>;
}

export type ResourceTable = Record<string, ResourceEndpoints>;

/** A path segment from an id or token: never lets a value add a segment or a query. */
export const enc = (value: Identifier | string): string => encodeURIComponent(String(value));

/** The listed fields of a record, for request bodies (no mass assignment). */
export function pick(data: RecordData, fields: readonly string[]): RecordData {
  return Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
}
