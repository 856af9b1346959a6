import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Typography } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import { ListButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { PasswordInput, TextInput } from '../common/inputs';
import { normalizePermissions, subadminCreateSchema, subadminUpdateSchema } from '../domain/subadmin';
import { SubmitButton } from '../common/SubmitButton';
import { PermissionMatrix } from './PermissionMatrix';
import { LATIN_INPUT } from '../common/direction';
import { WarnWhenUnsavedChanges } from '../common/WarnWhenUnsavedChanges';

const F = 'gd.subadmins.form';

export type SubadminFormMode = 'create' | 'edit';

/** (choice) The spec shows no default template: a new sub-admin starts with no permission at all. */
export const NEW_SUBADMIN = {
  sEmail: '',
  sFullName: '',
  sCountryCode: '',
  sMobileNumber: '',
  sPassword: '',
  sConfirmPassword: '',
  aPermissions: normalizePermissions([]),
};

const resolvers: Record<SubadminFormMode, Resolver> = {
  create: zodResolver(subadminCreateSchema) as unknown as Resolver,
  edit: zodResolver(subadminUpdateSchema) as unknown as Resolver,
};

/** On create, Save is always enabled so that a click on an empty form lists what is missing. */
const FormToolbar = ({ mode }: { mode: SubadminFormMode }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SubmitButton label={`${F}.submit`} needsChange={mode === 'edit'} />
    <ListButton label={`${F}.back`} />
  </Toolbar>
);

export interface SubadminFormProps {
  mode: SubadminFormMode;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  defaultValues?: Record<string, unknown>;
  /** Saved: the page is about to be left, and nothing is unsaved any more (useLeaveAfterSave). */
  saved?: boolean;
}

/**
 * The sub-admin form of platform.md section 5: account fields, password and confirmation on create
 * only, and the permission matrix. Validation is the shared schema (the API runs the same one); in
 * edit mode only email and full name are required.
 */
export const SubadminForm = ({ mode, onSubmit, defaultValues, saved = false }: SubadminFormProps) => {
  const translate = useTranslate();
  return (
    // noValidate: the spec's messages, not the browser's own bubble for type="email".
    <SimpleForm
      warnWhenUnsavedChanges={!saved}
      WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
      resolver={resolvers[mode]}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      toolbar={<FormToolbar mode={mode} />}
      noValidate
    >
      <Typography variant="h6" component="h1" gutterBottom>
        {translate(mode === 'create' ? `${F}.add_title` : `${F}.edit_title`)}
      </Typography>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="sEmail" label={`${F}.email`} type="email" autoComplete="off" isRequired />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="sFullName" label={`${F}.full_name`} autoComplete="off" isRequired />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <TextInput
            source="sCountryCode"
            label={`${F}.country_code`}
            isRequired={mode === 'create'}
            slotProps={LATIN_INPUT}
            helperText={`${F}.country_code_hint`}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 9 }}>
          <TextInput
            source="sMobileNumber"
            label={`${F}.mobile`}
            isRequired={mode === 'create'}
            helperText={`${F}.mobile_hint`}
            type="tel"
            autoComplete="off"
          />
        </Grid>
        {mode === 'create' ? (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <PasswordInput
                source="sPassword"
                label={`${F}.password`}
                autoComplete="new-password"
                isRequired
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PasswordInput
                source="sConfirmPassword"
                label={`${F}.confirm_password`}
                isRequired
                autoComplete="new-password"
              />
            </Grid>
          </>
        ) : null}
      </Grid>
      <Box sx={{ width: '100%', mt: 1 }}>
        <PermissionMatrix />
      </Box>
    </SimpleForm>
  );
};
