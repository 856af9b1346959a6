import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { CALLS } from '../../api/endpoints';
import { callApi, errorMessage } from '../../api/http';
import { resetPasswordSchema } from '../../domain/validation';
import { AuthCard } from './AuthCard';
import { LOGIN_ROUTE } from './BackToLogin';
import { SubmitAndBack } from './SubmitAndBack';
import { FormField } from './FormField';
import { usePublicNotify } from './PublicNotifier';
import { useDelayedNavigate } from './useDelayedNavigate';

/** platform.md section 4: back to login 2 s after a successful reset. */
export const RESET_REDIRECT_MS = 2000;

export function ResetForm({ token }: { token: string }) {
  const translate = useTranslate();
  const notify = usePublicNotify();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { sNewPassword: '', sNewRetypedPassword: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { body } = await callApi(CALLS.resetPassword, { token, values });
      setDone(true);
      notify(body.message, 'success');
      navigateLater(LOGIN_ROUTE, RESET_REDIRECT_MS);
    } catch (error) {
      notify(errorMessage(error), 'warning');
    }
  });

  return (
    <AuthCard title={translate('gd.auth.reset.title')} subtitle={translate('gd.auth.reset.subtitle')}>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          label="gd.auth.reset.new_password"
          type="password"
          autoComplete="new-password"
          autoFocus
          registration={register('sNewPassword', { deps: ['sNewRetypedPassword'] })}
          error={errors.sNewPassword}
        />
        <FormField
          label="gd.auth.reset.retype_password"
          type="password"
          autoComplete="new-password"
          registration={register('sNewRetypedPassword')}
          error={errors.sNewRetypedPassword}
        />
        <SubmitAndBack label="gd.auth.reset.submit" disabled={!isValid || isSubmitting || done} />
      </form>
    </AuthCard>
  );
}
