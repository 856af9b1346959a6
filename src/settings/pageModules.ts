/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';

/** The spec's /admin/cms. */
export const CMS_PAGE = 'cms';

export const settingsListModule = moduleLoader(() => import('./SettingsList'));

export const SETTINGS_PAGE_MODULES: PageModules = {
  [CMS_PAGE]: settingsListModule,
};
