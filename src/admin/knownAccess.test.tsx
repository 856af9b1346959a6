import { renderHook } from '@testing-library/react';
import { AdminContext, memoryStore, useAuthState, useCanAccess, usePermissions } from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider, subAdmin } from '../../tests/support/renderAdmin';
import type { AccessSubject } from '../domain/permissions';
import { createQueryClient } from './queryClient';

const DASHBOARD_ONLY = subAdmin({ Dashboard: ['View'] });

/** react-admin's own auth hooks, over an auth provider that never answers. */
function renderChecks(knownSubject: () => AccessSubject | undefined) {
  const never = () => new Promise<never>(() => undefined);
  const authProvider = {
    ...fakeAuthProvider(DASHBOARD_ONLY),
    checkAuth: vi.fn(never),
    getPermissions: vi.fn(never),
    canAccess: vi.fn(never),
  };
  const queryClient = createQueryClient(knownSubject);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext authProvider={authProvider} queryClient={queryClient} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  const { result } = renderHook(
    () => ({
      auth: useAuthState(),
      permissions: usePermissions(),
      dashboard: useCanAccess({ resource: 'dashboard', action: 'list' }),
      orders: useCanAccess({ resource: 'orders', action: 'list' }),
      // As react-admin's controllers ask with disableAuthentication.
      turnedOff: useCanAccess({ resource: 'orders', action: 'create', enabled: false }),
    }),
    { wrapper },
  );
  return result.current;
}

describe('react-admin auth checks once the rights are known', () => {
  it('answer in the first render with what the auth provider would say', () => {
    const first = renderChecks(() => DASHBOARD_ONLY);

    expect(first.auth).toMatchObject({ isPending: false, authenticated: true });
    expect(first.permissions).toMatchObject({ isPending: false, permissions: DASHBOARD_ONLY });
    expect(first.dashboard).toMatchObject({ isPending: false, canAccess: true });
    expect(first.orders).toMatchObject({ isPending: false, canAccess: false });
  });

  it('leave a check its caller turned off unanswered', () => {
    const first = renderChecks(() => DASHBOARD_ONLY);

    expect(first.turnedOff).toMatchObject({ isPending: true, canAccess: undefined });
  });

  it('stay pending while the session has not been verified', () => {
    const first = renderChecks(() => undefined);

    expect(first.auth.isPending).toBe(true);
    expect(first.permissions.isPending).toBe(true);
    expect(first.dashboard.isPending).toBe(true);
  });
});
