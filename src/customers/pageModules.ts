/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { CUSTOMER_PAGES } from './customerPaths';

export const customerListModule = moduleLoader(() => import('./CustomerList'));
export const customerScreenModule = moduleLoader(() => import('./CustomerScreen'));

export const CUSTOMER_PAGE_MODULES: PageModules = {
  [CUSTOMER_PAGES.list]: customerListModule,
  [CUSTOMER_PAGES.byType]: customerScreenModule,
};
