/** The name react-admin's local storage store of the admin is kept under (localStorageStore's appKey). */
export const ADMIN_STORE_APP_KEY = 'giftdesk';

/**
 * Whether the admin's store holds a value under `key`, read without react-admin, before its code is
 * in (src/listsAhead.ts). localStorageStore keeps a key as `RaStore<appKey>.<key>`:
 * src/listsAhead.test.tsx holds the two together. Storage off: nothing is stored, as for react-admin.
 */
export function isInAdminStore(key: string): boolean {
  try {
    return localStorage.getItem(`RaStore${ADMIN_STORE_APP_KEY}.${key}`) !== null;
  } catch {
    return false;
  }
}
