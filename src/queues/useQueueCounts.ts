import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, usePermissions, type DataProvider } from 'react-admin';
import type { AccessSubject } from '../domain/permissions';
import { canSeeResource } from '../domain/permissions';
import { nextDelay, pollBaseMs } from './poller';
import { queueQueryKey, QUEUES, type Queue, type QueueKey } from './queues';

/** The queues this user may see: the menu's own rule (domain/permissions.ts). */
export function useVisibleQueues(queues: readonly Queue[]): Queue[] {
  const { permissions } = usePermissions<AccessSubject>();
  return queues.filter((queue) => canSeeResource(permissions, queue.resource));
}

/**
 * A count, or none after a failed call (no figure beats a wrong one), with the failed calls in a row
 * that set the back-off. A failure is an answer here, not an error: react-query's retries would only
 * repeat it, and the next poll is the retry.
 */
interface QueueCount {
  total?: number;
  failures: number;
}

function queueQuery(queue: Queue, dataProvider: DataProvider, queryClient: QueryClient) {
  const queryKey = queueQueryKey(queue);
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<QueueCount> => {
      try {
        const { total } = await dataProvider.getList(queue.resource, {
          pagination: { page: 1, perPage: 1 },
          filter: queue.filter,
          signal,
        });
        return { total: total ?? 0, failures: 0 };
      } catch {
        const before = queryClient.getQueryData<QueueCount>(queryKey)?.failures ?? 0;
        return { failures: before + 1 };
      }
    },
    // Refetched by the one polling observer (useQueuePolling) and after a change of its resource.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  };
}

/**
 * How many records wait in each queue: the list's call for one row, its `total`. Undefined while
 * unknown, when the user may not see the list, or when the call failed.
 */
export function useQueueCounts(queues: readonly Queue[]): Partial<Record<QueueKey, number>> {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const visible = useVisibleQueues(queues);
  const results = useQueries({
    queries: visible.map((queue) => queueQuery(queue, dataProvider, queryClient)),
  });
  return Object.fromEntries(
    visible.flatMap((queue, i) => {
      const total = results[i].data?.total;
      return total === undefined ? [] : [[queue.key, total]];
    }),
  );
}

/** The sum of the known counts, undefined when none is known. */
export const sumOf = (counts: Partial<Record<QueueKey, number>>): number | undefined => {
  const known = Object.values(counts);
  return known.length === 0 ? undefined : known.reduce((sum, n) => sum + n, 0);
};

/**
 * Keeps every count fresh: the one observer that polls (mounted once, by the sidebar), every 30 s,
 * doubling after each failed call up to 5 min. react-query pauses it while the tab is hidden and asks
 * at once when the tab shows again; a change the user makes refetches its resource's counts at once
 * (every count is keyed under its resource, which useApiAction and react-admin's own mutations invalidate).
 */
export function useQueuePolling(): void {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const visible = useVisibleQueues(QUEUES);
  const baseMs = pollBaseMs();
  useQueries({
    queries: visible.map((queue) => ({
      ...queueQuery(queue, dataProvider, queryClient),
      refetchInterval: (query: { state: { data?: QueueCount } }) =>
        nextDelay(query.state.data?.failures ?? 0, baseMs),
      refetchOnWindowFocus: 'always' as const,
    })),
  });
}
