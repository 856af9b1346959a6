import { act, renderHook, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useAuthState, useCanAccess, usePermissions } from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider, subAdmin } from '../../tests/support/renderAdmin';
import { createQueryClient } from './queryClient';

const DASHBOARD_ONLY = subAdmin({ Dashboard: ['View'] });

/** A component using react-admin's auth hooks, as CoreAdminRoutes and the pages do, and its renders. */
function renderAuthHooks(checkAuth: () => Promise<void>) {
  const authProvider = { ...fakeAuthProvider(DASHBOARD_ONLY), checkAuth: vi.fn(checkAuth) };
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext authProvider={authProvider} queryClient={queryClient} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders += 1;
      return {
        auth: useAuthState(undefined, false),
        permissions: usePermissions(),
        dashboard: useCanAccess({ resource: 'dashboard', action: 'list' }),
      };
    },
    { wrapper },
  );
  return { result, queryClient, renders: () => renders };
}

describe("the admin's query client", () => {
  it('does not re-render the auth hooks for a re-check that changes nothing they show', async () => {
    const { result, queryClient, renders } = renderAuthHooks(() => Promise.resolve());
    await waitFor(() => expect(result.current.dashboard.canAccess).toBe(true));
    await waitFor(() => expect(result.current.auth.authenticated).toBe(true));
    const before = renders();
    await act(() => queryClient.refetchQueries({ queryKey: ['auth'] }));
    expect(renders()).toBe(before);
  });

  it('still re-renders them when a re-check fails', async () => {
    let signedIn = true;
    const { result, queryClient } = renderAuthHooks(() =>
      signedIn ? Promise.resolve() : Promise.reject(new Error('signed out')),
    );
    await waitFor(() => expect(result.current.auth.authenticated).toBe(true));
    signedIn = false;
    await act(() => queryClient.refetchQueries({ queryKey: ['auth', 'checkAuth'] }));
    await waitFor(() => expect(result.current.auth.authenticated).toBe(false));
    expect(result.current.auth.isFetching).toBe(false);
  });
});
