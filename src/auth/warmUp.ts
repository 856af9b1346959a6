import { loadRuntimeConfig } from '../config';
import { sendFirstRows } from '../firstRows';
import { authProvider } from './authProvider';

/**
 * A cold load of the admin sends the session's verify as soon as the API's address is known, from
 * the entry (src/main.tsx): not after the renderer's chunk has run, which cost one more round trip
 * for this module's own chunk (issue 23). react-admin's first check reuses the answer. A list page's
 * first rows follow as soon as the verify has said what the user may see (src/firstRows.ts).
 */
export function warmUpSession(): Promise<void> {
  return loadRuntimeConfig().then(() => {
    authProvider.warmUp();
    authProvider.getPermissions().then(
      (subject) => sendFirstRows(location.pathname, location.search, subject),
      () => undefined, // react-admin's own check reports a failed verify
    );
  });
}
