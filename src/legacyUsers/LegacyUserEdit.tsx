import { Edit, Loading, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { splitFullName, type LegacyUserFields } from '../domain/legacyUser';
import type { Subadmin } from '../domain/subadmin';
import { LEGACY_USER_RESOURCE } from './endpoints';
import { LegacyUserForm } from './LegacyUserForm';
import { useLegacyUserSave } from './useLegacyUserSave';

type LegacyRecord = Subadmin & Partial<LegacyUserFields>;

/**
 * An account the older form never saw has no first and last name: they start from its full name
 * (first word, the rest), which is what saving writes back as the full name.
 */
const EditForm = ({ save, saved }: Pick<ReturnType<typeof useLegacyUserSave>, 'save' | 'saved'>) => {
  const record = useRecordContext<LegacyRecord>();
  if (!record) return <Loading />;
  const names = record.sFirstName === undefined ? splitFullName(record.sFullName ?? '') : {};
  return (
    <LegacyUserForm mode="edit" onSubmit={save} defaultValues={{ nSensorId: null, ...names }} saved={saved} />
  );
};

/**
 * The older edit form at /admin/user/{id}: the record from the spec's GET /admin/subadmin/{id},
 * saved with PUT superadmin/user/{id}. Its route's guard asks for Subadmin Edit (index.tsx).
 */
const LegacyUserEdit = () => {
  const { id } = useParams<{ id: string }>();
  const { save, saved } = useLegacyUserSave(id);
  return (
    <Edit
      resource={LEGACY_USER_RESOURCE}
      id={id}
      disableAuthentication
      mutationMode="pessimistic"
      title="gd.legacyUsers.form.edit_title"
      sx={{ maxWidth: 1000 }}
    >
      <EditForm save={save} saved={saved} />
    </Edit>
  );
};
export default LegacyUserEdit;
