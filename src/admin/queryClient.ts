import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../api/errorStatus';
import type { AccessSubject } from '../domain/permissions';
import { answerKnownAccess, narrowAuthNotifications } from './knownAccess';
import { staleTimeOf } from '../common/fetchedAhead';

/** Tries after the first for an error another try may cure (no answer, a server failure). */
const RETRIES = 3;

/**
 * The admin's react-query client. A 4xx says something a second try cannot change (a record that is
 * gone, a right that is missing, an extension the API lacks): react-query's default three retries
 * only kept skeletons on screen for seconds and sent the same refused call again. `knownSubject`
 * answers react-admin's auth checks at once once the rights are known, and their re-checks re-render
 * nothing they did not change (knownAccess.ts).
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
  narrowAuthNotifications(queryClient);
  answerKnownAccess(queryClient, knownSubject);
  return queryClient;
}
