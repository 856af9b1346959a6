import { Edit, useGetRecordId } from 'react-admin';
import { SubadminForm } from './SubadminForm';
import { useSubadminSave } from './useSubadminSave';

/** 'Edit SubAdmin' at /admin/subadmin/{id}: back to the list with the server's message. Needs Edit. */
const SubadminEdit = () => {
  const id = useGetRecordId();
  const { save } = useSubadminSave(id);
  return (
    <Edit title="gd.subadmins.form.edit_title" mutationMode="pessimistic" sx={{ maxWidth: 1000 }}>
      <SubadminForm mode="edit" onSubmit={save} />
    </Edit>
  );
};
export default SubadminEdit;
