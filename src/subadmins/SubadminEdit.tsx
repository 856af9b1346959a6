import { Box } from '@mui/material';
import { Edit, Loading, useGetRecordId, useRecordContext } from 'react-admin';
import { AuditHistory } from '../audit/AuditHistory';
import { LegacyFieldsPanel } from '../legacyUsers/LegacyActions';
import type { Subadmin } from '../domain/subadmin';
import { SubadminForm } from './SubadminForm';
import { useSubadminSave } from './useSubadminSave';

/**
 * The form only opens on a record that carries its permission set: an API whose list rows omit
 * aPermissions would otherwise show (and save) an empty matrix until GET {id} answers.
 */
const EditForm = ({ save, saved }: Pick<ReturnType<typeof useSubadminSave>, 'save' | 'saved'>) => {
  const record = useRecordContext<Subadmin & { id: string }>();
  if (!Array.isArray(record?.aPermissions)) return <Loading />;
  return (
    <>
      <SubadminForm mode="edit" onSubmit={save} saved={saved} />
      {/* The older form's fields stay as they are here; its own form edits them. */}
      <LegacyFieldsPanel />
    </>
  );
};

/** 'Edit SubAdmin' at /admin/subadmin/{id}: back to the list with the server's message. Needs Edit. */
const SubadminEdit = () => {
  const id = useGetRecordId();
  const { save, saved } = useSubadminSave(id);
  return (
    <>
      <Edit title="gd.subadmins.form.edit_title" mutationMode="pessimistic" sx={{ maxWidth: 1000 }}>
        <EditForm save={save} saved={saved} />
      </Edit>
      <Box sx={{ maxWidth: 1000 }}>
        <AuditHistory recordId={id === undefined ? undefined : String(id)} />
      </Box>
    </>
  );
};
export default SubadminEdit;
