import { useTranslate } from 'ra-core';
import { CALLS } from '../../api/endpoints';
import { callApi } from '../../api/http';
import { REDIRECT_MS } from '../../domain/timing';
import { forgotPasswordSchema } from '../../domain/validation';
import { AuthCard } from './AuthCard';
import { SubmitAndBack } from './SubmitAndBack';
import { FormField } from './FormField';
import { useAuthForm } from './useAuthForm';
import { useSubmitThenLogin } from './useSubmitThenLogin';

export function ForgotPage() {
  const translate = useTranslate();
  // platform.md section 4: back to login 4 s after a successful request.
  const { done: sent, submit } = useSubmitThenLogin(REDIRECT_MS.forgot);
  const { register, handleSubmit, errors, isValid, isSubmitting } = useAuthForm(forgotPasswordSchema, {
    sEmail: '',
  });

  const onSubmit = handleSubmit((values) => submit(() => callApi(CALLS.forgotPassword, values)));

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
