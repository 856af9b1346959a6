import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Grid } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import {
  AccountFormLayout,
  NewPasswordFields,
  type AccountFormMode,
  type AccountFormProps,
} from '../common/AccountForm';
import { NumberInput, SelectInput, TextInput } from '../common/inputs';
import {
  LEGACY_ACCESS,
  LEGACY_ROLES,
  legacyPermissions,
  legacyUserCreateSchema,
  legacyUserUpdateSchema,
  type LegacyAccess,
  type LegacyRole,
} from '../domain/legacyUser';
import { normalizePermissions, type Subadmin } from '../domain/subadmin';
import { SUBADMIN_RESOURCE } from '../subadmins/endpoints';
import { LATIN_INPUT } from '../common/direction';

const F = 'gd.legacyUsers.form';

export type LegacyUserFormMode = AccountFormMode;

/** (choice) A new account starts as the least it can be: a User with Read access. */
export const NEW_LEGACY_USER = {
  sFirstName: '',
  sLastName: '',
  sUserName: '',
  sEmail: '',
  sJobTitle: '',
  sPassword: '',
  sConfirmPassword: '',
  eRole: 'User',
  eAccess: 'Read',
  sSensorType: '',
  nSensorId: null,
};

const resolvers: Record<LegacyUserFormMode, Resolver> = {
  create: zodResolver(legacyUserCreateSchema) as unknown as Resolver,
  edit: zodResolver(legacyUserUpdateSchema) as unknown as Resolver,
};

const ROLE_CHOICES = LEGACY_ROLES.map((id) => ({ id, name: `gd.legacyUsers.roles.${id}` }));
const ACCESS_CHOICES = LEGACY_ACCESS.map((id) => ({ id, name: `gd.legacyUsers.access.${id}` }));

type Pair = { eRole?: LegacyRole | ''; eAccess?: LegacyAccess | '' };
type LegacyRecord = Subadmin & Pair;

/** Required to add a user; on edit only once an access is chosen, as role and access go together. */
const RoleInput = ({ mode }: { mode: LegacyUserFormMode }) => {
  const access = useWatch<Pair>({ name: 'eAccess' });
  return (
    <SelectInput
      source="eRole"
      label={`${F}.role`}
      choices={ROLE_CHOICES}
      isRequired={mode === 'create' || Boolean(access)}
    />
  );
};

/** "Role Admin forces Write access" (s.5): chosen Admin, the access is Write and cannot be changed. */
const AccessInput = () => {
  const role = useWatch<Pair>({ name: 'eRole' });
  const access = useWatch<Pair>({ name: 'eAccess' });
  const { setValue } = useFormContext<Pair>();
  const forced = role === 'Admin';
  useEffect(() => {
    if (forced && access !== 'Write')
      setValue('eAccess', 'Write', { shouldDirty: true, shouldValidate: true });
  }, [forced, access, setValue]);
  return (
    <SelectInput
      source="eAccess"
      label={`${F}.access`}
      choices={ACCESS_CHOICES}
      readOnly={forced}
      isRequired={role === 'User'}
      helperText={forced ? `${F}.access_forced` : false}
    />
  );
};

/**
 * What saving does to the permissions (docs/api.md "Older user form"): the table's set for the role
 * and access; on an edit, the account's own set stays unless the role or the access changes.
 */
const RightsNote = ({ mode }: { mode: LegacyUserFormMode }) => {
  const translate = useTranslate();
  const record = useRecordContext<LegacyRecord>();
  const role = useWatch<Pair>({ name: 'eRole' });
  const access = useWatch<Pair>({ name: 'eAccess' });
  let key = `${F}.rights_hint`;
  if (mode === 'edit' && record) {
    const unchanged = (role || undefined) === (record.eRole || undefined) && access === record.eAccess;
    if (!record.eRole && !role) key = `${F}.custom_rights`;
    else if (unchanged && record.eRole && record.eAccess) {
      const table = legacyPermissions(record.eRole, record.eAccess);
      const own = normalizePermissions(record.aPermissions);
      if (JSON.stringify(table) !== JSON.stringify(own)) key = `${F}.adjusted_rights`;
    }
  }
  return (
    <Alert severity="info" sx={{ width: '100%', mt: 1 }}>
      {translate(key)}
    </Alert>
  );
};

export type LegacyUserFormProps = AccountFormProps;

const half = { xs: 12, md: 6 } as const;

/**
 * The older add/edit form of platform.md s.5: every field required but the sensor type, passwords
 * on add only, role and access. The shared schema runs here and in the API (src/domain/legacyUser.ts).
 */
export const LegacyUserForm = ({ mode, ...props }: LegacyUserFormProps) => (
  <AccountFormLayout
    mode={mode}
    {...props}
    texts={F}
    resolver={resolvers[mode]}
    backResource={SUBADMIN_RESOURCE}
    footer={<RightsNote mode={mode} />}
  >
    <Grid size={half}>
      <TextInput source="sFirstName" label={`${F}.first_name`} autoComplete="off" isRequired />
    </Grid>
    <Grid size={half}>
      <TextInput source="sLastName" label={`${F}.last_name`} autoComplete="off" isRequired />
    </Grid>
    <Grid size={half}>
      <TextInput
        source="sUserName"
        label={`${F}.user_name`}
        isRequired
        slotProps={LATIN_INPUT}
        helperText={`${F}.user_name_hint`}
        autoComplete="off"
      />
    </Grid>
    <Grid size={half}>
      <TextInput source="sEmail" label={`${F}.email`} type="email" autoComplete="off" isRequired />
    </Grid>
    <Grid size={{ xs: 12 }}>
      <TextInput source="sJobTitle" label={`${F}.job_title`} autoComplete="off" isRequired />
    </Grid>
    {mode === 'create' && <NewPasswordFields label={`${F}.password`} confirmLabel={`${F}.retype_password`} />}
    <Grid size={half}>
      <RoleInput mode={mode} />
    </Grid>
    <Grid size={half}>
      <AccessInput />
    </Grid>
    <Grid size={half}>
      <TextInput source="sSensorType" label={`${F}.sensor_type`} autoComplete="off" />
    </Grid>
    <Grid size={half}>
      <NumberInput
        source="nSensorId"
        label={`${F}.sensor_id`}
        isRequired
        helperText={`${F}.sensor_id_hint`}
        min={0}
        step={1}
      />
    </Grid>
  </AccountFormLayout>
);
