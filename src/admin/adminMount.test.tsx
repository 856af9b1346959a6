import { afterEach, describe, expect, it, vi } from 'vitest';

const getPermissions = vi.fn(() => Promise.resolve({ isSuperAdmin: true, aPermissions: [] }));
vi.mock('../auth/authProvider', () => ({
  authProvider: { getPermissions, knownSubject: () => undefined },
}));
const prefetchAdminPage = vi.fn();
vi.mock('../features', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features')>()),
  prefetchAdminPage,
}));

/** The module as a page load evaluates it: at `path`, with or without a session. */
async function loadAt(path: string, token?: string) {
  window.history.replaceState(null, '', path);
  if (token) localStorage.setItem('token', token);
  vi.resetModules();
  return import('./adminMount');
}

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('the admin mount of a page load', () => {
  it('asks for the page’s data as its code loads, into the client the first mount then takes', async () => {
    const { takeAdminMount } = await loadAt('/admin/pending-orders?page=2', 'tok');
    await vi.waitFor(() => expect(prefetchAdminPage).toHaveBeenCalledTimes(1));
    const [path, context] = prefetchAdminPage.mock.calls[0];
    expect(path).toBe('/admin/pending-orders');
    expect(context.search).toBe('?page=2');
    const first = takeAdminMount();
    expect(context.queryClient).toBe(first.queryClient);
    expect(context.store).toBe(first.store);
    // A later mount (after a logout and a new sign-in) starts with nothing of this one.
    expect(takeAdminMount().queryClient).not.toBe(first.queryClient);
  });

  it('asks for nothing on the login page, whose sign-in may be replacing a stale session', async () => {
    const { takeAdminMount } = await loadAt('/auth/login', 'stale');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getPermissions).not.toHaveBeenCalled();
    expect(prefetchAdminPage).not.toHaveBeenCalled();
    expect(takeAdminMount().queryClient).toBeDefined();
  });

  it('asks for nothing without a session', async () => {
    await loadAt('/admin/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getPermissions).not.toHaveBeenCalled();
  });
});
