import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Box, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Form, useGetIdentity } from 'react-admin';
import { PasswordInput, TextInput } from '../common/inputs';
import { useWatch, type Resolver } from 'react-hook-form';
import { SubmitButton } from '../common/SubmitButton';
import { useRefreshIdentity } from '../auth/useRefreshIdentity';
import { PageCard } from '../common/PageCard';
import { useApiAction } from '../common/useApiAction';
import { NOTICE_MS } from '../domain/timing';
import {
  editProfileFormSchema,
  editProfileSchema,
  emailChanged,
  type EditProfileInput,
} from '../domain/validation';
import { FormSkeleton } from './FormSkeleton';
import { profileDefaults } from './profileDefaults';
import { LATIN_INPUT } from '../common/direction';
import { WarnWhenUnsavedChanges } from '../common/WarnWhenUnsavedChanges';

const P = 'gd.profile.edit';

/**
 * The current password, asked for once the email is changed (docs/security.md): the server needs it to move
 * the account to another address. Typed again after each change of mind, never kept.
 */
const CurrentPasswordForEmail = ({ currentEmail }: { currentEmail: string }) => {
  const email = useWatch<{ sEmail?: string }>({ name: 'sEmail' }) ?? '';
  if (!emailChanged(currentEmail, email)) return null;
  return (
    <Grid size={12}>
      <PasswordInput
        source="sCurrentPassword"
        required
        label={`${P}.current_password`}
        autoComplete="current-password"
        helperText={`${P}.current_password_hint`}
      />
    </Grid>
  );
};

/** /admin/user-profile: email and full name editable; mobile, currency and country shown read-only. */
export const EditProfile = () => {
  const { identity, isPending } = useGetIdentity();
  const defaults = profileDefaults(identity);
  // Typed for any values: the form holds the read-only fields too, which the schema drops.
  const resolver = useMemo(
    () => zodResolver(editProfileFormSchema(defaults.sEmail)) as unknown as Resolver,
    [defaults.sEmail],
  );
  const refreshIdentity = useRefreshIdentity();
  const { run } = useApiAction((dataProvider, input: EditProfileInput) => dataProvider.editProfile(input), {
    invalidates: [],
    noticeMs: NOTICE_MS.account,
    onSuccess: (result) => refreshIdentity(result.data),
  });

  const save = async (values: Record<string, unknown>) => {
    // The resolver already trimmed; parsing again types the values and drops the read-only fields.
    const parsed = editProfileSchema.safeParse(values);
    if (!parsed.success) return;
    const { sFullName, sEmail, sCurrentPassword } = parsed.data;
    // The password goes with a change of email only: the spec's call is the two fields.
    const input = emailChanged(defaults.sEmail, sEmail)
      ? { sFullName, sEmail, sCurrentPassword }
      : { sFullName, sEmail };
    await run(input);
  };

  return (
    <PageCard title={`${P}.title`} subtitle={`${P}.subtitle`} icon={<ManageAccountsIcon />}>
      {isPending ? (
        <FormSkeleton fields={4} />
      ) : (
        // noValidate: the spec's messages, not the browser's own bubble for type="email".
        <Form
          defaultValues={defaults}
          resolver={resolver}
          onSubmit={save}
          noValidate
          warnWhenUnsavedChanges
          WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
        >
          <Grid container columnSpacing={2}>
            <Grid size={12}>
              <TextInput source="sEmail" label={`${P}.email`} type="email" autoComplete="email" required />
            </Grid>
            <CurrentPasswordForEmail currentEmail={defaults.sEmail} />
            <Grid size={12}>
              <TextInput source="sFullName" label={`${P}.full_name`} autoComplete="name" required />
            </Grid>
            <Grid size={12}>
              <TextInput
                source="sMobileNumber"
                label={`${P}.mobile`}
                slotProps={LATIN_INPUT}
                readOnly
                helperText={`${P}.read_only`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="eCurrency" label={`${P}.currency`} readOnly helperText={false} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="sCountry" label={`${P}.country`} readOnly helperText={false} />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton label={`${P}.submit`} needsChange />
          </Box>
        </Form>
      )}
    </PageCard>
  );
};
