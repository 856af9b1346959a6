import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Box, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, useLogout, useTranslate } from 'react-admin';
import { SubmitButton } from '../common/SubmitButton';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { PageCard } from '../common/PageCard';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS, REDIRECT_MS } from '../domain/timing';
import { changePasswordSchema, type ChangePasswordInput } from '../domain/validation';

const P = 'gd.profile.change_password';
const resolver = zodResolver(changePasswordSchema);

/** /admin/user-changepassword: old, new and confirmation; success signs the user out after 4 s. */
export const ChangePassword = () => {
  const translate = useTranslate();
  const dataProvider = useGiftdeskDataProvider();
  const logout = useLogout();
  const notice = useServerNotice(NOTICE_MS.account);
  const [changed, setChanged] = useState(false);
  const mutation = useMutation({
    mutationFn: (input: ChangePasswordInput) => dataProvider.changePassword(input),
    onSuccess: (result) => {
      notice.success(result.message);
      setChanged(true);
    },
    onError: (error) => notice.error(error),
  });

  useEffect(() => {
    if (!changed) return;
    // authProvider.logout answers the login page; no "come back here" after the next login.
    const timer = setTimeout(() => void logout({}, undefined, false), REDIRECT_MS.passwordChange);
    return () => clearTimeout(timer);
  }, [changed, logout]);

  const save = async (values: Record<string, unknown>) => {
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return;
    await mutation.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <PageCard title={`${P}.title`} subtitle={`${P}.subtitle`} icon={<LockResetIcon />}>
      <Form resolver={resolver} onSubmit={save} disabled={changed} noValidate warnWhenUnsavedChanges>
        <Stack>
          <PasswordInput source="sOldPassword" label={`${P}.old_password`} autoComplete="current-password" />
          <PasswordInput source="sNewPassword" label={`${P}.new_password`} autoComplete="new-password" />
          <PasswordInput
            source="sNewRetypedPassword"
            label={`${P}.confirm_password`}
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
          <SubmitButton
            label={`${P}.submit`}
            icon={<LockResetIcon />}
            busy={mutation.isPending}
            locked={changed}
          />
        </Box>
      </Form>
    </PageCard>
  );
};
