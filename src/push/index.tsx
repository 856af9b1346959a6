/** The push notification area: one custom page (/admin/push), loaded with the admin only when opened. */
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyView } from '../common/lazyView';
import { pushPageModule, PUSH_PAGE } from './pageModules';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { endpoints } from './endpoints';

const PushPage = lazyView(pushPageModule, 'PushPage');

export const pushFeature: FeatureModule = {
  name: 'push',
  endpoints,
  resources: ['push'],
  pages: { push: PUSH_PAGE },
  menu: [{ path: PUSH_PAGE, label: 'gd.layout.menu.push', icon: NotificationsActiveIcon, resource: 'push' }],
  routes: (
    <CustomRoutes>
      <Route path={PUSH_PAGE} element={<PushPage />} />
    </CustomRoutes>
  ),
};
