import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Box, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Form, useLogout, useTranslate } from 'react-admin';
import { PasswordInput } from '../common/inputs';
import { SubmitButton } from '../common/SubmitButton';
import { PageCard } from '../common/PageCard';
import { useApiAction } from '../common/useApiAction';
import { NOTICE_MS, REDIRECT_MS } from '../domain/timing';
import { changePasswordSchema, type ChangePasswordInput } from '../domain/validation';
import { WarnWhenUnsavedChanges } from '../common/WarnWhenUnsavedChanges';

const P = 'gd.profile.change_password';
const resolver = zodResolver(changePasswordSchema);

/** /admin/user-changepassword: old, new and confirmation; success signs the user out after 4 s. */
export const ChangePassword = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const [changed, setChanged] = useState(false);
  const { run, isPending } = useApiAction(
    (dataProvider, input: ChangePasswordInput) => dataProvider.changePassword(input),
    { invalidates: [], noticeMs: NOTICE_MS.account, onSuccess: () => setChanged(true) },
  );

  useEffect(() => {
    if (!changed) return;
    // authProvider.logout answers the login page; no "come back here" after the next login.
    const timer = setTimeout(() => void logout({}, undefined, false), REDIRECT_MS.passwordChange);
    return () => clearTimeout(timer);
  }, [changed, logout]);

  const save = async (values: Record<string, unknown>) => {
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return;
    await run(parsed.data);
  };

  return (
    <PageCard title={`${P}.title`} subtitle={`${P}.subtitle`} icon={<LockResetIcon />}>
      <Form
        resolver={resolver}
        onSubmit={save}
        disabled={changed}
        noValidate
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
      >
        <Stack>
          <PasswordInput
            source="sOldPassword"
            label={`${P}.old_password`}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            source="sNewPassword"
            label={`${P}.new_password`}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            source="sNewRetypedPassword"
            label={`${P}.confirm_password`}
            required
            autoComplete="new-password"
          />
        </Stack>
        {changed && (
          <Alert severity="success" sx={{ mt: 1 }} role="status">
            {translate(`${P}.signing_out`)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          {/* Enabled on an empty form too, so submitting it shows every required message. */}
          <SubmitButton label={`${P}.submit`} icon={<LockResetIcon />} busy={isPending} locked={changed} />
        </Box>
      </Form>
    </PageCard>
  );
};
