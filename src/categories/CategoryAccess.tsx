import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { CATEGORY_LIST_PATH, CATEGORY_RESOURCE } from './constants';

/** A category page without its right sends the user back to the category list (s.6). */
export function CategoryAccess({
  action,
  children,
}: {
  action: 'create' | 'edit' | 'show';
  children: ReactNode;
}) {
  return (
    <CanAccess
      resource={CATEGORY_RESOURCE}
      action={action}
      accessDenied={<Navigate to={CATEGORY_LIST_PATH} replace />}
    >
      {children}
    </CanAccess>
  );
}
