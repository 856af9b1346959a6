import { statusOf } from '../api/errorStatus';

/** The react-admin resource of the history list (POST /push/list) and of the access checks. */
export const PUSH_RESOURCE = 'push';

/**
 * A refused send shows the server's message (a 4xx says what to fix, as on every other form); a
 * server failure shows the spec's 'Something Went Wrong!' (s.8), whatever the server said.
 */
export function sendFailure(error: unknown): unknown {
  const status = statusOf(error);
  return status !== undefined && status >= 500 ? new Error('gd.common.something_went_wrong') : error;
}
