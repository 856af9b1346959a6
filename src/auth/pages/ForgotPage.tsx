import { CALLS } from '../../api/endpoints';
import { callApi } from '../../api/http';
import { REDIRECT_MS } from '../../domain/timing';
import { forgotPasswordSchema } from '../../domain/validation';
import { BackToLoginForm } from './BackToLoginForm';
import { FormField } from './FormField';
import { useAuthForm } from './useAuthForm';
import { useSubmitThenLogin } from './useSubmitThenLogin';

export function ForgotPage() {
  // platform.md section 4: back to login 4 s after a successful request.
  const { done: sent, submit } = useSubmitThenLogin(REDIRECT_MS.forgot);
  const { register, handleSubmit, errors, isValid, isSubmitting } = useAuthForm(forgotPasswordSchema, {
    sEmail: '',
  });

  const onSubmit = handleSubmit((values) => submit(() => callApi(CALLS.forgotPassword, values)));

  return (
    <BackToLoginForm page="forgot" onSubmit={onSubmit} disabled={!isValid || isSubmitting || sent}>
      <FormField
        label="gd.auth.email"
        type="email"
        autoComplete="email"
        autoFocus
        registration={register('sEmail')}
        error={errors.sEmail}
      />
    </BackToLoginForm>
  );
}
