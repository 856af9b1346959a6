/**
 * A list's saved queries and its table's columns are one person's own way of working: they outlive a
 * logout and a reload, and another account signed in on the same browser does not see them. The store
 * keeps them under the signed-in user's id; react-admin's hooks ask for the plain keys and never know.
 */
import type { Store } from 'react-admin';
import { getUserId } from '../api/session';

/** Where the preferences live in the store: `gd.user.<userId>.<react-admin's key>`. */
const USER_PREFERENCES_PREFIX = 'gd.user.';

/**
 * react-admin's keys for them: `<resource>.savedQueries` (SavedQueriesList), a DataTable's hidden
 * columns `<storeKey>` and their order `<storeKey>_columnRanks`, whose storeKey ends in `.datatable`
 * (react-admin's default `<resource>.datatable`; the lists that share a resource name theirs so).
 */
export const isUserPreference = (key: string): boolean =>
  /\.savedQueries$|\.datatable(_columnRanks)?$/.test(key);

export interface UserPreferenceOptions {
  /** The signed-in user (the session's userId); null when the API named none. */
  userId?: () => string | null;
  isPreference?: (key: string) => boolean;
}

/**
 * The store with the user's preferences keyed by their id, and reset() (logout) keeping every user's.
 * Without a known user id a preference is an ordinary key: it lasts until logout, as no one can be
 * told apart from the next person to sign in.
 */
export function withUserPreferences(store: Store, options: UserPreferenceOptions = {}): Store {
  const userId = options.userId ?? getUserId;
  const isPreference = options.isPreference ?? isUserPreference;
  const own = (key: string) => {
    const id = isPreference(key) ? userId() : null;
    return id ? `${USER_PREFERENCES_PREFIX}${id}.${key}` : key;
  };
  const isScoped = (key: string) => key.startsWith(USER_PREFERENCES_PREFIX);
  const list = (prefix: string) => store.listItems?.(prefix) ?? {};

  /** What react-admin sees: the plain keys, and this user's preferences under their plain names. */
  const visible = (prefix = ''): Record<string, unknown> => {
    const id = userId();
    const plain = Object.entries(list(prefix)).filter(([key]) => !isScoped(key));
    const mine = id ? `${USER_PREFERENCES_PREFIX}${id}.` : undefined;
    const scoped = mine
      ? Object.entries(list(`${mine}${prefix}`)).map(
          ([key, value]) => [key.slice(mine.length), value] as const,
        )
      : [];
    return Object.fromEntries([...plain, ...scoped]);
  };

  return {
    ...store,
    getItem: (key, defaultValue) => store.getItem(own(key), defaultValue),
    setItem: (key, value) => store.setItem(own(key), value),
    removeItem: (key) => store.removeItem(own(key)),
    subscribe: (key, callback) => store.subscribe(own(key), callback),
    listItems: visible,
    removeItems(prefix) {
      // Key by key: a prefix such as 'gd' would otherwise take every user's preferences with it.
      if (!store.listItems) return store.removeItems(prefix);
      for (const key of Object.keys(visible(prefix))) store.removeItem(own(key));
    },
    reset() {
      const kept = Object.entries(list(USER_PREFERENCES_PREFIX));
      store.reset();
      for (const [key, value] of kept) store.setItem(key, value);
    },
  };
}
