import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasCustomParams, type ListParams } from 'react-admin';
import { canAccess } from '../domain/permissions';
import type { FirstScreenContext } from './feature';
import { defaultListParams, type ListIdentity } from './listDefaults';

/**
 * A cold load sends its page's data the moment the rights are known, into the very query the page
 * then reads (features' `prefetch`, src/admin/AdminApp.tsx; issue 23). The page mounts a few hundred
 * milliseconds later: the answer fetched ahead counts as fresh until then, so the page neither asks
 * again nor waits.
 */
const FRESH_MS = 5_000;
const fetchedAhead = new WeakSet<Query>();

/**
 * Every query's staleTime (src/admin/queryClient.ts): react-query's default (0) for all but an answer
 * fetched ahead, which is fresh for FRESH_MS. Once the query is fetched again (a refresh, a write
 * that invalidates it) it is an ordinary query again.
 */
export function staleTimeOf(query: Query): number {
  return fetchedAhead.has(query) && query.state.dataUpdateCount <= 1 ? FRESH_MS : 0;
}

export function fetchAhead<T>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, QueryKey> & { queryKey: QueryKey },
): void {
  void queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query) fetchedAhead.add(query);
}

/**
 * A list page's first page of rows, as react-admin's List asks for it when nothing has changed its
 * defaults: the same query key (resource, 'getList', pagination, sort, filter, meta), so the List
 * finds the answer. A query string or a stored sort, page or filter means another page of rows:
 * the List asks for that one itself. Nothing without the list right.
 */
export function fetchDefaultListAhead(
  { queryClient, dataProvider, subject, store, search }: FirstScreenContext,
  list: ListIdentity,
): void {
  if (!canAccess(subject, { resource: list.resource, action: 'list' })) return;
  const stored = store.getItem<ListParams>(list.storeKey);
  if (search.length > 1 || (stored && hasCustomParams(stored))) return;
  const params = defaultListParams(list);
  fetchAhead(queryClient, {
    queryKey: [list.resource, 'getList', { ...params, meta: undefined }],
    // The fields react-admin's useGetList keeps of the answer.
    queryFn: () =>
      dataProvider
        .getList(list.resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}

/** A feature's `prefetch` for its list pages (`lists` by page): each page's default rows. */
export const listPagesPrefetch = (lists: Readonly<Record<string, ListIdentity>>) =>
  Object.fromEntries(
    Object.entries(lists).map(([page, list]) => [
      page,
      (context: FirstScreenContext) => fetchDefaultListAhead(context, list),
    ]),
  );
