import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Box, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Form, TextInput, useGetIdentity } from 'react-admin';
import { SubmitButton } from '../common/SubmitButton';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useRefreshIdentity } from '../auth/useRefreshIdentity';
import { PageCard } from '../common/PageCard';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS } from '../domain/timing';
import { editProfileSchema, type EditProfileInput } from '../domain/validation';
import { FormSkeleton } from './FormSkeleton';
import { profileDefaults } from './profileDefaults';

const P = 'gd.profile.edit';
const resolver = zodResolver(editProfileSchema);

/** /admin/user-profile: email and full name editable; mobile, currency and country shown read-only. */
export const EditProfile = () => {
  const { identity, isPending } = useGetIdentity();
  const dataProvider = useGiftdeskDataProvider();
  const refreshIdentity = useRefreshIdentity();
  const notice = useServerNotice(NOTICE_MS.account);
  const mutation = useMutation({
    mutationFn: (input: EditProfileInput) => dataProvider.editProfile(input),
    onSuccess: async (result) => {
      notice.success(result.message);
      await refreshIdentity(result.data);
    },
    onError: (error) => notice.error(error),
  });

  const save = async (values: Record<string, unknown>) => {
    // The resolver already trimmed; parsing again types the values and drops the read-only fields.
    const parsed = editProfileSchema.safeParse(values);
    if (!parsed.success) return;
    const { sFullName, sEmail } = parsed.data;
    await mutation.mutateAsync({ sFullName, sEmail }).catch(() => undefined);
  };

  return (
    <PageCard title={`${P}.title`} subtitle={`${P}.subtitle`} icon={<ManageAccountsIcon />}>
      {isPending ? (
        <FormSkeleton fields={4} />
      ) : (
        // noValidate: the spec's messages, not the browser's own bubble for type="email".
        <Form
          defaultValues={profileDefaults(identity)}
          resolver={resolver}
          onSubmit={save}
          noValidate
          warnWhenUnsavedChanges
        >
          <Grid container columnSpacing={2}>
            <Grid size={12}>
              <TextInput source="sEmail" label={`${P}.email`} type="email" autoComplete="email" />
            </Grid>
            <Grid size={12}>
              <TextInput source="sFullName" label={`${P}.full_name`} autoComplete="name" />
            </Grid>
            <Grid size={12}>
              <TextInput
                source="sMobileNumber"
                label={`${P}.mobile`}
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
