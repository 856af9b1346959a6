import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { AccessSubject } from '../domain/permissions';
import { canSeeResource } from '../domain/permissions';
import { createPoller, pollBaseMs } from './poller';
import { onQueuesChanged } from './queueSignal';
import { QUEUES_QUERY_KEY, queueQueryKey, type Queue, type QueueKey } from './queues';

/** The queues this user may see: the menu's own rule (menuAccess.ts). */
export function useVisibleQueues(queues: readonly Queue[]): Queue[] {
  const { permissions } = usePermissions<AccessSubject>();
  return queues.filter((queue) => canSeeResource(permissions, queue.resource));
}

/**
 * How many records wait in each queue: the list's call for one row, its `total`. Undefined while
 * unknown, when the user may not see the list, or when the call failed (no figure beats a wrong one).
 * Refreshing is useQueuePolling's job, so the counts never refetch on a timer of their own.
 */
export function useQueueCounts(queues: readonly Queue[]): Partial<Record<QueueKey, number>> {
  const dataProvider = useDataProvider();
  const visible = useVisibleQueues(queues);
  const results = useQueries({
    queries: visible.map((queue) => ({
      queryKey: queueQueryKey(queue.key),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { total } = await dataProvider.getList(queue.resource, {
          pagination: { page: 1, perPage: 1 },
          filter: queue.filter,
          signal,
        });
        return total ?? 0;
      },
      retry: false,
      // The poller decides when to ask again; a focus or a remount alone does not.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    })),
  });
  return Object.fromEntries(
    visible.flatMap((queue, i) => {
      const { data, isError } = results[i];
      return data === undefined || isError ? [] : [[queue.key, data]];
    }),
  );
}

/** The sum of the known counts, undefined when none is known. */
export const sumOf = (counts: Partial<Record<QueueKey, number>>): number | undefined => {
  const known = Object.values(counts);
  return known.length === 0 ? undefined : known.reduce((sum, n) => sum + n, 0);
};

/**
 * Keeps every mounted count fresh: polling with backoff, paused while the tab is hidden, and at once
 * after the user's own review calls. Mounted once, by the sidebar.
 */
export function useQueuePolling(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () =>
      queryClient.refetchQueries({ queryKey: QUEUES_QUERY_KEY, type: 'active' }, { throwOnError: true });
    const poller = createPoller({ run: refetch, baseMs: pollBaseMs() });
    poller.start();
    const unsubscribe = onQueuesChanged(() => {
      void refetch()
        .then(() => poller.reset())
        .catch(() => undefined);
    });
    return () => {
      unsubscribe();
      poller.stop();
    };
  }, [queryClient]);
}
