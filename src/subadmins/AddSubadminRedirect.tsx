import { Navigate } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { SUBADMIN_RESOURCE } from './useSubadminSave';

/** The spec's add path, /admin/add/subAdmin, opens react-admin's create route of the resource. */
export const AddSubadminRedirect = () => {
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource: SUBADMIN_RESOURCE, type: 'create' })} replace />;
};
