import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import {
  AccountFormLayout,
  NewPasswordFields,
  type AccountFormMode,
  type AccountFormProps,
} from '../common/AccountForm';
import { TextInput } from '../common/inputs';
import { normalizePermissions, subadminCreateSchema, subadminUpdateSchema } from '../domain/subadmin';
import { PermissionMatrix } from './PermissionMatrix';
import { LATIN_INPUT } from '../common/direction';

const F = 'gd.subadmins.form';

export type SubadminFormMode = AccountFormMode;

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

export type SubadminFormProps = AccountFormProps;

/**
 * The sub-admin form of platform.md section 5: account fields, password and confirmation on create
 * only, and the permission matrix. Validation is the shared schema (the API runs the same one); in
 * edit mode only email and full name are required.
 */
export const SubadminForm = ({ mode, ...props }: SubadminFormProps) => (
  <AccountFormLayout
    mode={mode}
    {...props}
    texts={F}
    resolver={resolvers[mode]}
    footer={
      <Box sx={{ width: '100%', mt: 1 }}>
        <PermissionMatrix />
      </Box>
    }
  >
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
    {mode === 'create' && (
      <NewPasswordFields label={`${F}.password`} confirmLabel={`${F}.confirm_password`} />
    )}
  </AccountFormLayout>
);
