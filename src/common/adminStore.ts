/**
 * Where the admin's react-admin store lives: localStorageStore(undefined, ADMIN_STORE_APP_KEY)
 * (src/admin/adminMount.ts). A cold load reads a list's stored choices before react-admin has
 * arrived (src/firstRows.ts), so the key scheme of ra-core's localStorageStore is repeated here;
 * tests/unit/adminStore.test.ts keeps the two in step.
 */
export const ADMIN_STORE_APP_KEY = 'giftdesk';

/** The value react-admin's store holds under `key`, or undefined (none, unreadable or not JSON). */
export function readAdminStore<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(`RaStore${ADMIN_STORE_APP_KEY}.${key}`);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}
