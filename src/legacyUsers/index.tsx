/**
 * The older user form (platform.md s.3, s.5, s.7 "Legacy"): /admin/add/user adds a sub-admin by role
 * and access, /admin/user/{id} edits one. Guarded by the sub-admins' group (Add, Edit); reached from
 * the sub-admin list and edit page (./LegacyActions.tsx), not from the sidebar. Views load on demand.
 */
import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { guardedPage } from '../common/RequireAccess';
import { endpoints } from './endpoints';
import { LEGACY_USER_PAGES as P } from './pages';
import { SUBADMIN_RESOURCE } from '../subadmins/endpoints';

const LegacyUserCreate = lazy(() => import('./LegacyUserCreate'));
const LegacyUserEdit = lazy(() => import('./LegacyUserEdit'));

export const legacyUsersFeature: FeatureModule = {
  name: 'legacyUsers',
  endpoints,
  resources: [SUBADMIN_RESOURCE],
  pages: P,
  menu: [],
  routes: (
    <CustomRoutes>
      <Route path={P.legacyUserCreate} element={guardedPage(SUBADMIN_RESOURCE, 'create', LegacyUserCreate)} />
      <Route path={P.legacyUserEdit} element={guardedPage(SUBADMIN_RESOURCE, 'edit', LegacyUserEdit)} />
    </CustomRoutes>
  ),
};
