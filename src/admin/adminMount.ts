import type { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type Store } from 'react-admin';
import { getToken } from '../api/session';
import { firstArea } from '../areas';
import { authProvider } from '../auth/authProvider';
import { prefetchAdminPage } from '../features';
import { withPersistentKeys, withUserPreferences } from '../layout';
import { adminDataProvider } from './adminDataProvider';
import { ADMIN_STORE_APP_KEY } from './adminStore';
import { createQueryClient } from './queryClient';

/** What each mount of the admin has of its own: a logout and a new sign-in start afresh. */
export interface AdminMount {
  queryClient: QueryClient;
  store: Store;
}

function createAdminMount(): AdminMount {
  return {
    queryClient: createQueryClient(authProvider.knownSubject),
    // Logout resets react-admin's store; the sidebar colour, theme and density are preferences that
    // outlive it, and so are each user's saved queries and table columns (kept under their id).
    store: withPersistentKeys(withUserPreferences(localStorageStore(undefined, ADMIN_STORE_APP_KEY))),
  };
}

/**
 * A page load that opens the admin with a session asks for its page's data as soon as the rights
 * are known (features' `prefetch`, common/fetchedAhead.ts; issue 23): from here, as the admin's code
 * loads, not from the admin's first effect, which comes after React's first render and commit of
 * it, 40-55 ms later. A list's answer then more often arrives before the layout renders, and its
 * rows come in that render. Only the page's own data: the sidebar's queue counts would go ahead of a
 * list page's rows (at 100,000 orders they made the first row later).
 */
function prepareFirstMount(): AdminMount | undefined {
  const { pathname, search } = location;
  // Not for the login page loading this code ahead (App.tsx): its verify of a stale token, failing,
  // would clear the session that the sign-in under way is saving.
  if (firstArea(pathname, Boolean(getToken())) !== 'admin') return undefined;
  const mount = createAdminMount();
  authProvider.getPermissions().then(
    (subject) =>
      prefetchAdminPage(pathname, {
        queryClient: mount.queryClient,
        dataProvider: adminDataProvider,
        subject,
        store: mount.store,
        search,
      }),
    () => undefined, // react-admin's own check reports a failed verify
  );
  return mount;
}

let prepared = prepareFirstMount();

/** The mount prepared for this page load's admin, once; a new one for any later mount. */
export function takeAdminMount(): AdminMount {
  const mount = prepared ?? createAdminMount();
  prepared = undefined;
  return mount;
}
