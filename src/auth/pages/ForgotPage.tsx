import { CALLS } from '../../api/endpoints';
import { callApi } from '../../api/http';
import { REDIRECT_MS } from '../../domain/timing';
import { FORGOT_PASSWORD_RULES, type ForgotPasswordInput } from '../../domain/authValidation';
import { BackToLoginForm } from './BackToLoginForm';
import { FormFields, type AuthField } from './FormField';
import { useAuthForm } from './useAuthForm';
import { useSubmitThenLogin } from './useSubmitThenLogin';

const FIELDS: AuthField<keyof ForgotPasswordInput>[] = [
  { name: 'sEmail', label: 'gd.auth.email', type: 'email', autoComplete: 'email' },
];

export function ForgotPage() {
  // platform.md section 4: back to login 4 s after a successful request.
  const { done: sent, submit } = useSubmitThenLogin(REDIRECT_MS.forgot);
  const { field, handleSubmit, isValid, isSubmitting } = useAuthForm(FORGOT_PASSWORD_RULES);

  const onSubmit = handleSubmit((values) => submit(() => callApi(CALLS.forgotPassword, values)));

  return (
    <BackToLoginForm page="forgot" onSubmit={onSubmit} disabled={!isValid || isSubmitting || sent}>
      <FormFields fields={FIELDS} field={field} />
    </BackToLoginForm>
  );
}
