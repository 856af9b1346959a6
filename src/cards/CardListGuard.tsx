import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { ADMIN_PAGES, adminPath } from '../paths';
import { hasAnyRight, type CardRights } from './useCardRights';

/** Section 6: with none of the four flags on a section, the user goes to /admin/dashboard. */
export const CardListGuard = ({ rights, children }: { rights: CardRights; children: ReactNode }) => {
  const basename = useBasename();
  if (rights.isPending) return null;
  if (!hasAnyRight(rights)) return <Navigate to={adminPath(basename, ADMIN_PAGES.dashboard)} replace />;
  return <>{children}</>;
};
