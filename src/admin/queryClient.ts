import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../api/errorStatus';

/** Tries after the first for an error another try may cure (no answer, a server failure). */
const RETRIES = 3;

/**
 * The admin's react-query client. A 4xx says something a second try cannot change (a record that is
 * gone, a right that is missing, an extension the API lacks): react-query's default three retries
 * only kept skeletons on screen for seconds and sent the same refused call again.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          const status = statusOf(error);
          return !(status !== undefined && status >= 400 && status < 500) && failures < RETRIES;
        },
      },
    },
  });
