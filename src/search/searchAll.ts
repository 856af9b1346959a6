/** The fan-out: every call of every source at once, merged into hits grouped by kind. Pure. */
import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { canAccess, type AccessSubject } from '../domain/permissions';
import { SEARCH_KINDS, SEARCH_LIMIT, type SearchHit, type SearchSource } from './searchSources';

export type ListFetcher = (resource: string, params: GetListParams) => Promise<GetListResult<RaRecord>>;

/** The sources whose hits the subject may open; without a subject (not loaded yet), none. */
export const allowedSources = (sources: readonly SearchSource[], subject: AccessSubject | undefined) =>
  subject ? sources.filter((source) => canAccess(subject, source.access)) : [];

/**
 * Sends every call in parallel, each asking SEARCH_LIMIT rows. A failing call (a 403 after a rights
 * change, an outage) only loses its own hits; an abort rejects the whole search so that a stale
 * answer is never shown. Hits keep the kinds' order, one per record, at most SEARCH_LIMIT a kind.
 */
export async function searchAll(
  getList: ListFetcher,
  sources: readonly SearchSource[],
  q: string,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const calls = sources.flatMap((source) =>
    source.filters(q).map((filter) => ({
      source,
      filter,
      answer: getList(source.resource, {
        filter,
        pagination: { page: 1, perPage: SEARCH_LIMIT },
        sort: { field: 'dCreatedAt', order: 'DESC' },
        signal,
      }),
    })),
  );
  const settled = await Promise.allSettled(calls.map((call) => call.answer));
  signal?.throwIfAborted();
  const hits = settled.flatMap((result, index) =>
    result.status === 'fulfilled'
      ? result.value.data.map((record) => calls[index].source.hit(record, calls[index].filter))
      : [],
  );
  return mergeHits(hits);
}

export function mergeHits(hits: readonly SearchHit[]): SearchHit[] {
  return SEARCH_KINDS.flatMap((kind) => {
    const seen = new Set<string>();
    return hits
      .filter((hit) => hit.kind === kind && !seen.has(hit.id) && seen.add(hit.id))
      .slice(0, SEARCH_LIMIT);
  });
}
