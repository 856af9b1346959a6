import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { CALLS } from '../../api/endpoints';
import { callApi, errorMessage } from '../../api/http';
import { forgotPasswordSchema } from '../../domain/validation';
import { AuthCard } from './AuthCard';
import { LOGIN_ROUTE } from './BackToLogin';
import { SubmitAndBack } from './SubmitAndBack';
import { FormField } from './FormField';
import { usePublicNotify } from './PublicNotifier';
import { useDelayedNavigate } from './useDelayedNavigate';

/** platform.md section 4: back to login 4 s after a successful request. */
export const FORGOT_REDIRECT_MS = 4000;

export function ForgotPage() {
  const translate = useTranslate();
  const notify = usePublicNotify();
  const navigateLater = useDelayedNavigate();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { sEmail: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { body } = await callApi(CALLS.forgotPassword, values);
      setSent(true);
      notify(body.message, 'success');
      navigateLater(LOGIN_ROUTE, FORGOT_REDIRECT_MS);
    } catch (error) {
      notify(errorMessage(error), 'warning');
    }
  });

  return (
    <AuthCard title={translate('gd.auth.forgot.title')} subtitle={translate('gd.auth.forgot.subtitle')}>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          label="gd.auth.email"
          type="email"
          autoComplete="email"
          autoFocus
          registration={register('sEmail')}
          error={errors.sEmail}
        />
        <SubmitAndBack label="gd.auth.forgot.submit" disabled={!isValid || isSubmitting || sent} />
      </form>
    </AuthCard>
  );
}
