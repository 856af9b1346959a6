import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../paths';

export function BackToLogin() {
  const translate = useTranslate();
  return (
    <Link className="gd-link" to={LOGIN_PATH}>
      {translate('gd.auth.back_to_login')}
    </Link>
  );
}
