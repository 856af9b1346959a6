import type { ComponentType, ReactNode } from 'react';
import { CanAccess, useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';

/**
 * Renders `children` once the user holds the right, else goes to react-admin's access-denied route
 * (the dashboard, platform.md s.6). react-admin's own page controllers (list, create, edit, show)
 * start their call as soon as the access check has answered, whatever the answer, and leave only
 * then: behind this guard a page never asks the API for what it refuses (403). The permission
 * matrix in Chromium counts such calls.
 */
export const RequireAccess = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) => {
  const basename = useBasename();
  return (
    <CanAccess
      resource={resource}
      action={action}
      accessDenied={<Navigate to={`${basename}/access-denied`} replace />}
    >
      {children}
    </CanAccess>
  );
};

type RecordViews = Partial<Record<'create' | 'edit' | 'show', ComponentType>>;

/** A resource's record views (spread into <Resource>), each behind its own right. */
export function guardedViews<T extends RecordViews>(resource: string, views: T): T {
  const guarded: RecordViews = { ...views };
  for (const action of ['create', 'edit', 'show'] as const) {
    const View = views[action];
    if (!View) continue;
    const Guarded = () => (
      <RequireAccess resource={resource} action={action}>
        <View />
      </RequireAccess>
    );
    Guarded.displayName = `Guarded(${action})`;
    guarded[action] = Guarded;
  }
  return guarded as T;
}

/** A custom route's page behind the right it needs, as guardedViews puts a <Resource>'s views. */
export const guardedPage = (resource: string, action: string, Page: ComponentType) => (
  <RequireAccess resource={resource} action={action}>
    <Page />
  </RequireAccess>
);
