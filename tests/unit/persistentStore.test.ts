import { memoryStore } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { PERSISTENT_STORE_KEYS, withPersistentKeys } from '../../src/layout/persistentStore';
import { SIDEBAR_COLOR_STORE_KEY } from '../../src/layout/sidebarColors';

const setUp = () => {
  const store = withPersistentKeys(memoryStore());
  store.setup(); // what <Admin> does on mount
  return store;
};

describe('withPersistentKeys', () => {
  it('keeps the sidebar colour through a reset (logout) and clears the rest', () => {
    expect(PERSISTENT_STORE_KEYS).toContain(SIDEBAR_COLOR_STORE_KEY);
    const store = setUp();
    store.setItem(SIDEBAR_COLOR_STORE_KEY, 'teal');
    store.setItem('sidebar.open', false);

    store.reset();

    expect(store.getItem(SIDEBAR_COLOR_STORE_KEY)).toBe('teal');
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });

  it('does not invent a value that was never chosen', () => {
    const store = setUp();
    store.reset();
    expect(store.getItem(SIDEBAR_COLOR_STORE_KEY)).toBeUndefined();
  });
});
