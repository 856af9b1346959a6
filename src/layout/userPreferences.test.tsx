import { localStorageStore, memoryStore } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_ID_KEY } from '../api/session';
import { withPersistentKeys } from './persistentStore';
import { SIDEBAR_COLOR_STORE_KEY } from './sidebarColors';
import { isUserPreference, withUserPreferences } from './userPreferences';

const SAVED = 'orders.savedQueries';
const COLUMNS = 'orders.pending.datatable';
const query = { label: 'Gmail', value: { filter: { q: 'gmail', search_by: 'sEmail' } } };

/** The store as AdminApp builds it, over the browser's localStorage (a second one is a reload). */
const appStore = () => {
  const store = withPersistentKeys(withUserPreferences(localStorageStore(undefined, 'giftdeskTest')));
  store.setup();
  return store;
};
/** The session's user, where the login keeps it. */
const signIn = (id: string) => localStorage.setItem(USER_ID_KEY, id);

afterEach(() => localStorage.clear());

describe('withUserPreferences', () => {
  it('knows the keys of saved queries and table columns, and nothing else', () => {
    expect(isUserPreference(SAVED)).toBe(true);
    expect(isUserPreference(COLUMNS)).toBe(true);
    expect(isUserPreference(`${COLUMNS}_columnRanks`)).toBe(true);
    expect(isUserPreference('customers.datatable')).toBe(true);
    expect(isUserPreference('orders.pending.listParams')).toBe(false);
    expect(isUserPreference('sidebar.open')).toBe(false);
  });

  it("keeps a user's saved queries and columns through logout and a reload", () => {
    signIn('admin-1');
    const store = appStore();
    store.setItem(SAVED, [query]);
    store.setItem(COLUMNS, ['sTitle']);
    store.setItem('orders.pending.listParams', { page: 3 });

    store.reset(); // logout
    store.teardown();
    const reloaded = appStore();

    expect(reloaded.getItem(SAVED)).toEqual([query]);
    expect(reloaded.getItem(COLUMNS)).toEqual(['sTitle']);
    expect(reloaded.getItem('orders.pending.listParams')).toBeUndefined();
  });

  it('shows another account none of them, and gives each its own back', () => {
    signIn('admin-1');
    const store = appStore();
    store.setItem(SAVED, [query]);
    store.reset();

    signIn('editor-2');
    expect(store.getItem(SAVED, [])).toEqual([]);
    expect(store.listItems?.('orders')).toEqual({});
    store.setItem(SAVED, [{ ...query, label: 'Mine' }]);

    signIn('admin-1');
    expect(store.getItem(SAVED)).toEqual([query]);
    expect(store.listItems?.('orders.')).toEqual({ [SAVED]: [query] });
  });

  it('tells subscribers of the plain key when the user changes it', () => {
    signIn('admin-1');
    const store = appStore();
    const seen: unknown[] = [];
    const stop = store.subscribe(COLUMNS, (value) => seen.push(value));
    store.setItem(COLUMNS, ['sEmail']);
    stop();
    expect(seen).toEqual([['sEmail']]);
  });

  it("removeItems takes only this user's keys, never another's", () => {
    signIn('admin-1');
    const store = appStore();
    store.setItem(SAVED, [query]);
    signIn('editor-2');
    store.setItem(SAVED, [query]);
    store.setItem('orders.pending.listParams', { page: 2 });

    store.removeItems('orders');

    expect(store.getItem(SAVED)).toBeUndefined();
    expect(store.getItem('orders.pending.listParams')).toBeUndefined();
    signIn('admin-1');
    expect(store.getItem(SAVED)).toEqual([query]);
  });

  it('without a known user, a preference lasts only until logout', () => {
    const store = withUserPreferences(memoryStore(), { userId: () => null });
    store.setup();
    store.setItem(SAVED, [query]);
    expect(store.getItem(SAVED)).toEqual([query]);
    store.reset();
    expect(store.getItem(SAVED)).toBeUndefined();
  });

  it('leaves withPersistentKeys as it was: the sidebar colour outlives logout', () => {
    signIn('admin-1');
    const store = appStore();
    store.setItem(SIDEBAR_COLOR_STORE_KEY, 'teal');
    store.reset();
    expect(store.getItem(SIDEBAR_COLOR_STORE_KEY)).toBe('teal');
  });
});
