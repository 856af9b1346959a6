import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Link, useNavigate, useOutletContext } from 'react-router-dom';
import { errorMessage } from '../../api/http';
import { LOGIN_RULES, type LoginInput } from '../../domain/authValidation';
import { authProvider } from '../authProvider';
import { clearEndReason, endReason } from '../../api/session';
import { AuthCard } from './AuthCard';
import { FormFields, type AuthField } from './FormField';
import { useAuthForm } from './useAuthForm';
import { usePublicNotify } from './PublicNotifier';
import type { PublicOutletContext } from './PublicShell';
import { ADMIN_HOME, FORGOT_PATH } from '../../paths';

const FIELDS: AuthField<keyof LoginInput>[] = [
  { name: 'sEmail', label: 'gd.auth.email', type: 'email', autoComplete: 'username' },
  { name: 'sPassword', label: 'gd.auth.password', type: 'password', autoComplete: 'current-password' },
];

export function LoginPage() {
  const translate = useTranslate();
  const { onSignInIntent } = useOutletContext<PublicOutletContext | undefined>() ?? {};
  const navigate = useNavigate();
  const notify = usePublicNotify();
  const { field, handleSubmit, isValid, isSubmitting } = useAuthForm(LOGIN_RULES);
  // Why the last session ended, as the API said it (e.g. a deactivated account): said once.
  const [ended] = useState(endReason);
  useEffect(clearEndReason, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authProvider.login(values);
      navigate(ADMIN_HOME, { replace: true });
    } catch (error) {
      notify(errorMessage(error), 'warning');
    }
  });

  return (
    <AuthCard title={translate('gd.auth.login.title')} subtitle={translate('gd.auth.login.subtitle')}>
      {ended && (
        <div role="alert" className="gd-alert" data-severity="warning">
          {ended}
        </div>
      )}
      <form noValidate onSubmit={onSubmit} onInput={onSignInIntent} onPointerDown={onSignInIntent}>
        <FormFields fields={FIELDS} field={field} />
        <div className="gd-end">
          <Link className="gd-link" to={FORGOT_PATH}>
            {translate('gd.auth.login.forgot_link')}
          </Link>
        </div>
        <button type="submit" className="gd-button" disabled={!isValid || isSubmitting}>
          {translate('gd.auth.login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
