/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';

export const PUSH_PAGE = 'push';

export const pushPageModule = moduleLoader(() => import('./PushPage'));

export const PUSH_PAGE_MODULES: PageModules = {
  [PUSH_PAGE]: pushPageModule,
};
