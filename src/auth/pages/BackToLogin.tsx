import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

export const LOGIN_ROUTE = '/auth/login';

export function BackToLogin() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={LOGIN_ROUTE} variant="body2" underline="hover">
      {translate('gd.auth.back_to_login')}
    </Link>
  );
}
