/** The dashboard (platform.md s.2): the first link of the sidebar and the page after sign-in. */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { fetchAhead } from '../common/fetchedAhead';
import { canAccess } from '../domain/permissions';
import { ADMIN_PAGES } from '../paths';
import { Dashboard } from './Dashboard';
import { dashboardCountsQuery } from './useDashboardCounts';

export const dashboardFeature: FeatureModule = {
  name: 'dashboard',
  resources: ['dashboard'],
  pages: { dashboard: ADMIN_PAGES.dashboard },
  menu: [
    {
      path: ADMIN_PAGES.dashboard,
      label: 'gd.layout.menu.dashboard',
      icon: DashboardIcon,
      resource: 'dashboard',
    },
  ],
  prefetch: {
    [ADMIN_PAGES.dashboard]: ({ queryClient, dataProvider, subject }) => {
      if (canAccess(subject, { resource: 'dashboard', action: 'list' })) {
        fetchAhead(queryClient, dashboardCountsQuery(dataProvider));
      }
    },
  },
  routes: (
    <CustomRoutes>
      <Route path={ADMIN_PAGES.dashboard} element={<Dashboard />} />
    </CustomRoutes>
  ),
};
