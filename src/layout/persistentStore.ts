import type { Store } from 'react-admin';
import { DENSITY_STORE_KEY, THEME_STORE_KEY } from '../comfort/density';
import { SIDEBAR_COLOR_STORE_KEY } from './sidebarColors';

/** Preferences of this browser that outlive a session (react-admin resets its store on logout). */
export const PERSISTENT_STORE_KEYS: readonly string[] = [
  SIDEBAR_COLOR_STORE_KEY,
  THEME_STORE_KEY,
  DENSITY_STORE_KEY,
];

/** The store, with reset() keeping the given keys: logout clears the session's state, not the user's taste. */
export function withPersistentKeys(store: Store, keys: readonly string[] = PERSISTENT_STORE_KEYS): Store {
  return {
    ...store,
    reset() {
      const kept = keys.map((key) => [key, store.getItem<unknown>(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}
