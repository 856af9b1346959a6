/**
 * Sub-admins (platform.md s. 2): the list at /admin/subadmin, the edit form at /admin/subadmin/{id},
 * the add form at /admin/subadmin/create, which the spec's /admin/add/subAdmin opens. Views load on demand.
 */
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { lazyView } from '../common/lazyView';
import { subadminCreateModule, subadminEditModule, subadminListModule } from './pageModules';
import { Resource } from 'react-admin';
import type { FeatureModule } from '../common/feature';
import { guardedViews } from '../common/RequireAccess';
import { endpoints, SUBADMIN_RESOURCE } from './endpoints';

export { SUBADMIN_RESOURCE };

const views = {
  list: lazyView(subadminListModule, 'default'),
  edit: lazyView(subadminEditModule, 'default'),
  create: lazyView(subadminCreateModule, 'default'),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'sFullName',
};

const pages = { addSubAdmin: 'add/subAdmin' } as const;

export const subadminsFeature: FeatureModule = {
  name: 'subadmins',
  endpoints,
  resources: [SUBADMIN_RESOURCE],
  pages,
  menu: [
    {
      path: 'subadmin',
      label: 'gd.layout.menu.sub_admins',
      icon: SupervisorAccountIcon,
      resource: 'subadmin',
    },
  ],
  routes: <Resource name={SUBADMIN_RESOURCE} {...guardedViews(SUBADMIN_RESOURCE, views)} />,
  aliases: [{ path: pages.addSubAdmin, resource: SUBADMIN_RESOURCE, type: 'create' }],
};
