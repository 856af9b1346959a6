/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { CATEGORY_RESOURCE } from './constants';

export const categoryCreateModule = moduleLoader(() => import('./CategoryCreate'));
export const categoryEditModule = moduleLoader(() => import('./CategoryEdit'));
export const categoryListModule = moduleLoader(() => import('./CategoryList'));
export const categoryShowModule = moduleLoader(() => import('./CategoryShow'));

export const CATEGORY_PAGE_MODULES: PageModules = {
  [CATEGORY_RESOURCE]: categoryListModule,
  [`${CATEGORY_RESOURCE}/:id`]: categoryShowModule,
};
