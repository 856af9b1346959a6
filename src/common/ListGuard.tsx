import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { ADMIN_PAGES, adminPath } from '../paths';
import { hasAnyRight, type ListRights } from './useListRights';

/** platform.md s.6: with none of a list's operations, the user goes to /admin/dashboard. */
export const ListGuard = ({
  rights,
  loading = null,
  children,
}: {
  rights: ListRights;
  /** Shown while the rights load. */
  loading?: ReactNode;
  children: ReactNode;
}) => {
  const basename = useBasename();
  if (rights.isPending) return <>{loading}</>;
  if (!hasAnyRight(rights)) return <Navigate to={adminPath(basename, ADMIN_PAGES.dashboard)} replace />;
  return <>{children}</>;
};
