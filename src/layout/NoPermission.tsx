import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LinkBase, useBasename, useLogout, useNavigate, usePermissions, useTranslate } from 'react-admin';
import { PageCard } from '../common/PageCard';
import { firstAllowedPath, type AccessSubject } from '../domain/permissions';
import { servedModulePaths } from './menuAccess';
import { MENU } from './menuItems';
import { ADMIN_PAGES, adminPath } from '../paths';
import { MIRRORED } from '../common/direction';

const SERVED_PATHS = servedModulePaths(MENU);

export interface NoPermissionProps {
  /** The module paths the app serves; the menu table's by default (injectable for tests). */
  servedPaths?: readonly string[];
}

/** /admin/nopermission: says so, and moves on to the first module the user may use, if any is served. */
export const NoPermission = ({ servedPaths = SERVED_PATHS }: NoPermissionProps) => {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const logout = useLogout();
  const { permissions } = usePermissions<AccessSubject>();
  const target = firstAllowedPath(permissions?.aPermissions, servedPaths);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  return (
    <PageCard title="gd.layout.no_permission.title" icon={<LockPersonOutlinedIcon />} maxWidth={560}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <Typography variant="h5" component="p" data-testid="no-permission-message">
          {translate('gd.layout.no_permission.message')}
        </Typography>
        <Typography color="text.secondary">{translate('gd.layout.no_permission.hint')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="outlined"
            startIcon={<ManageAccountsIcon />}
            component={LinkBase}
            to={adminPath(basename, ADMIN_PAGES.profile)}
          >
            {translate('gd.layout.user_menu.edit_profile')}
          </Button>
          <Button
            variant="contained"
            startIcon={<LogoutIcon {...MIRRORED} />}
            onClick={() => logout({}, undefined, false)}
          >
            {translate('ra.auth.logout')}
          </Button>
        </Stack>
      </Stack>
    </PageCard>
  );
};
