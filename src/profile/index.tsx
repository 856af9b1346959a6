/** The signed-in admin's own account: profile and password pages, reached from the user menu. */
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { ADMIN_PAGES } from '../paths';
import { lazyView } from '../common/lazyView';
import { changePasswordModule, editProfileModule } from './pageModules';

const ChangePassword = lazyView(changePasswordModule, 'ChangePassword');
const EditProfile = lazyView(editProfileModule, 'EditProfile');

export const profileFeature: FeatureModule = {
  name: 'profile',
  resources: [],
  pages: { profile: ADMIN_PAGES.profile, changePassword: ADMIN_PAGES.changePassword },
  menu: [],
  routes: (
    <CustomRoutes>
      <Route path={ADMIN_PAGES.profile} element={<EditProfile />} />
      <Route path={ADMIN_PAGES.changePassword} element={<ChangePassword />} />
    </CustomRoutes>
  ),
};
