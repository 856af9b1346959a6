import { loadRuntimeConfig } from '../config';
import { authProvider } from './authProvider';

/**
 * A cold load of the admin sends the session's verify as soon as the API's address is known, from
 * the entry (src/main.tsx): not after the renderer's chunk has run, which cost one more round trip
 * for this module's own chunk (issue 23). react-admin's first check reuses the answer.
 */
export function warmUpSession(): Promise<void> {
  return loadRuntimeConfig().then(() => authProvider.warmUp());
}
