/**
 * Settings / CMS pages (platform.md s.2): the list at the spec's /admin/cms (resource `settings`, its
 * permission group) with its view and edit modals. Loaded on demand: the edit modal carries the
 * rich-text editor.
 */
import SettingsIcon from '@mui/icons-material/Settings';
import { lazyView } from '../common/lazyView';
import { settingsListModule, CMS_PAGE } from './pageModules';
import { CustomRoutes, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { endpoints, SETTINGS_RESOURCE } from './endpoints';

const SettingsList = lazyView(settingsListModule, 'default');

export const settingsFeature: FeatureModule = {
  name: 'settings',
  endpoints,
  resources: [SETTINGS_RESOURCE],
  pages: { cms: CMS_PAGE },
  menu: [
    { path: CMS_PAGE, label: 'gd.layout.menu.settings', icon: SettingsIcon, resource: SETTINGS_RESOURCE },
  ],
  routes: (
    <CustomRoutes>
      <Route
        path={CMS_PAGE}
        element={
          <ResourceContextProvider value={SETTINGS_RESOURCE}>
            <SettingsList />
          </ResourceContextProvider>
        }
      />
    </CustomRoutes>
  ),
};
