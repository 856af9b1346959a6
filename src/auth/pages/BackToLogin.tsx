import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../paths';

export function BackToLogin() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={LOGIN_PATH} variant="body2" underline="hover">
      {translate('gd.auth.back_to_login')}
    </Link>
  );
}
