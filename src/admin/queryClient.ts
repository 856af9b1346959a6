import { QueryClient, type NotifyOnChangeProps } from '@tanstack/react-query';
import { statusOf } from '../api/errorStatus';
import type { AccessSubject } from '../domain/permissions';
import { answerKnownAccess } from './knownAccess';
import { staleTimeOf } from '../common/fetchedAhead';

/** ra-core 5's auth queries whose answer changes only with the session or the rights (knownAccess.ts). */
const AUTH_CHECKS = ['checkAuth', 'getPermissions', 'canAccess'] as const;
const AUTH_CHECK_FIELDS: NotifyOnChangeProps = ['data', 'error', 'status'];

/** Tries after the first for an error another try may cure (no answer, a server failure). */
const RETRIES = 3;

/**
 * The admin's react-query client. A 4xx says something a second try cannot change (a record that is
 * gone, a right that is missing, an extension the API lacks): react-query's default three retries
 * only kept skeletons on screen for seconds and sent the same refused call again. `knownSubject`
 * answers react-admin's auth checks at once once the rights are known (knownAccess.ts).
 */
export function createQueryClient(knownSubject: () => AccessSubject | undefined = () => undefined) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh only while it holds what a cold load fetched ahead of the page (fetchedAhead.ts).
        staleTime: staleTimeOf,
        retry: (failures, error) => {
          const status = statusOf(error);
          return !(status !== undefined && status >= 400 && status < 500) && failures < RETRIES;
        },
      },
    },
  });
  // react-admin's auth hooks spread react-query's whole result, which subscribes them to every field:
  // each re-check (a page mounting its own auth hook) re-rendered the admin from CoreAdminRoutes down,
  // synchronously (useSyncExternalStore), for a fetch that changed nothing they show. They read
  // isFetching only in effects that run again when data, error or status change.
  for (const hook of AUTH_CHECKS) {
    queryClient.setQueryDefaults(['auth', hook], { notifyOnChangeProps: AUTH_CHECK_FIELDS });
  }
  answerKnownAccess(queryClient, knownSubject);
  return queryClient;
}
