import { CALLS } from '../../api/endpoints';
import { callApi } from '../../api/http';
import { REDIRECT_MS } from '../../domain/timing';
import { RESET_PASSWORD_RULES, type ResetPasswordInput } from '../../domain/authValidation';
import { BackToLoginForm } from './BackToLoginForm';
import { FormFields, type AuthField } from './FormField';
import { useAuthForm } from './useAuthForm';
import { useSubmitThenLogin } from './useSubmitThenLogin';

const FIELDS: AuthField<keyof ResetPasswordInput>[] = [
  {
    name: 'sNewPassword',
    label: 'gd.auth.reset.new_password',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'sNewRetypedPassword',
    label: 'gd.auth.reset.confirm_password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export function ResetForm({ token }: { token: string }) {
  // platform.md section 4: back to login 2 s after a successful reset.
  const { done, submit } = useSubmitThenLogin(REDIRECT_MS.reset);
  const { field, handleSubmit, isValid, isSubmitting } = useAuthForm(RESET_PASSWORD_RULES);

  const onSubmit = handleSubmit((values) => submit(() => callApi(CALLS.resetPassword, { token, values })));

  return (
    <BackToLoginForm page="reset" onSubmit={onSubmit} disabled={!isValid || isSubmitting || done}>
      <FormFields fields={FIELDS} field={field} />
    </BackToLoginForm>
  );
}
