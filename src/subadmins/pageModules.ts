/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { SUBADMIN_RESOURCE } from './endpoints';

export const subadminCreateModule = moduleLoader(() => import('./SubadminCreate'));
export const subadminEditModule = moduleLoader(() => import('./SubadminEdit'));
export const subadminListModule = moduleLoader(() => import('./SubadminList'));

export const SUBADMIN_PAGE_MODULES: PageModules = {
  [SUBADMIN_RESOURCE]: subadminListModule,
};
