/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { ADMIN_PAGES } from '../paths';

export const changePasswordModule = moduleLoader(() => import('./ChangePassword'));
export const editProfileModule = moduleLoader(() => import('./EditProfile'));

export const PROFILE_PAGE_MODULES: PageModules = {
  [ADMIN_PAGES.profile]: editProfileModule,
  [ADMIN_PAGES.changePassword]: changePasswordModule,
};
