import LockResetIcon from '@mui/icons-material/LockReset';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import {
  LinkBase,
  Logout,
  UserMenu as RaUserMenu,
  useBasename,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { DensityMenuItem } from '../comfort/DensityMenuItem';
import { LocaleMenuItems } from '../comfort/LocaleMenuItems';
import { ThemeMenuItem } from '../comfort/ThemeMenuItem';
import { ADMIN_PAGES, adminPath } from '../paths';
import { MIRRORED } from '../common/direction';

const UserMenuLink = ({ page, label, icon }: { page: string; label: string; icon: ReactNode }) => {
  const basename = useBasename();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={LinkBase} to={adminPath(basename, page)} onClick={userMenu?.onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};

/**
 * Edit Profile, Change Password and Log out (platform.md section 2, "Top navbar"), density; on a phone
 * also the theme and the language, which leave the app bar there.
 */
export const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('gd.layout.user_menu.button', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <RaUserMenu label={label}>
      <UserMenuLink
        page={ADMIN_PAGES.profile}
        label="gd.layout.user_menu.edit_profile"
        icon={<ManageAccountsIcon fontSize="small" />}
      />
      <UserMenuLink
        page={ADMIN_PAGES.changePassword}
        label="gd.layout.user_menu.change_password"
        icon={<LockResetIcon fontSize="small" />}
      />
      <DensityMenuItem />
      <ThemeMenuItem />
      <LocaleMenuItems />
      {/* authProvider.logout answers the login page's path: no redirect to repeat here. */}
      <Logout {...MIRRORED} />
    </RaUserMenu>
  );
};
