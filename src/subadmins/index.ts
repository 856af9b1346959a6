/**
 * Sub-admins (platform.md s. 2): `<Resource name="subadmin" {...subadmins} />` serves the list at
 * /admin/subadmin, the edit form at /admin/subadmin/{id} and the add form at /admin/subadmin/create;
 * the spec's /admin/add/subAdmin redirects to it (AddSubadminRedirect). Views load on demand.
 */
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { lazy } from 'react';

export { AddSubadminRedirect } from './AddSubadminRedirect';
export { SUBADMIN_RESOURCE } from './useSubadminSave';

const subadmins = {
  list: lazy(() => import('./SubadminList')),
  edit: lazy(() => import('./SubadminEdit')),
  create: lazy(() => import('./SubadminCreate')),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'sFullName',
};
export default subadmins;
