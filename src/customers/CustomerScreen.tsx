import { Navigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { ADMIN_HOME, adminPath } from '../paths';
import { CustomerEdit } from './CustomerEdit';
import { CustomerView } from './CustomerView';
import { CUSTOMER_PAGES } from './customerPaths';
import { hasAnyRight, useListRights } from '../common/useListRights';

/**
 * /admin/customer/{type}/{id} (platform.md s.2), which also serves the list's
 * /admin/customer/view/{id} and /admin/customer/edit/{id}. View needs View, edit needs Edit;
 * without the right, back to the list (or the dashboard when the group grants nothing).
 */
export const CustomerScreen = () => {
  const { type, id } = useParams<{ type: string; id: string }>();
  const basename = useBasename();
  const rights = useListRights('customers');
  if (rights.isPending) return null;
  if (!hasAnyRight(rights) || !id) return <Navigate to={ADMIN_HOME} replace />;
  const list = adminPath(basename, CUSTOMER_PAGES.list);
  if (type === 'edit')
    return rights.edit ? <CustomerEdit key={id} id={id} /> : <Navigate to={list} replace />;
  // The edit form needs the record too; a user with Edit but not View may still open the read-only view.
  if (type === 'view' && (rights.view || rights.edit)) return <CustomerView key={id} id={id} />;
  return <Navigate to={list} replace />;
};
