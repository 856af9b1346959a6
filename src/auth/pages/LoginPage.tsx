import { Alert, Box, Button, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate, useOutletContext } from 'react-router-dom';
import { errorMessage } from '../../api/http';
import { loginSchema, type LoginInput } from '../../domain/validation';
import { authProvider } from '../authProvider';
import { clearEndReason, endReason } from '../../api/session';
import { AuthCard } from './AuthCard';
import { FormFields, type AuthField } from './FormField';
import { useAuthForm } from './useAuthForm';
import { usePublicNotify } from './PublicNotifier';
import type { PublicOutletContext } from './PublicShell';
import { ADMIN_HOME, FORGOT_PATH } from '../../paths';

const FIELDS: AuthField<LoginInput>[] = [
  { name: 'sEmail', label: 'gd.auth.email', type: 'email', autoComplete: 'username' },
  { name: 'sPassword', label: 'gd.auth.password', type: 'password', autoComplete: 'current-password' },
];

export function LoginPage() {
  const translate = useTranslate();
  const { onSignInIntent } = useOutletContext<PublicOutletContext | undefined>() ?? {};
  const navigate = useNavigate();
  const notify = usePublicNotify();
  const { register, handleSubmit, errors, isValid, isSubmitting } = useAuthForm(loginSchema, {
    sEmail: '',
    sPassword: '',
  });
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
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ended}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} onInput={onSignInIntent} onPointerDown={onSignInIntent}>
        <FormFields fields={FIELDS} register={register} errors={errors} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Link component={RouterLink} to={FORGOT_PATH} variant="body2" underline="hover">
            {translate('gd.auth.login.forgot_link')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!isValid || isSubmitting}>
          {translate('gd.auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
