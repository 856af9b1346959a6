import { Create } from 'react-admin';
import { NEW_SUBADMIN, SubadminForm } from './SubadminForm';
import { useSubadminSave } from './useSubadminSave';

/** 'Add SubAdmin' (platform.md s. 2): back to the list at once after adding. Needs Add. */
const SubadminCreate = () => {
  const { save, saved } = useSubadminSave();
  return (
    <Create title="gd.subadmins.form.add_title" sx={{ maxWidth: 1000 }}>
      <SubadminForm mode="create" onSubmit={save} defaultValues={NEW_SUBADMIN} saved={saved} />
    </Create>
  );
};
export default SubadminCreate;
