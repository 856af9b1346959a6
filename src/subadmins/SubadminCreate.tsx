import { Create } from 'react-admin';
import { normalizePermissions } from '../domain/subadmin';
import { SubadminForm } from './SubadminForm';
import { useSubadminSave } from './useSubadminSave';

/** (choice) The spec shows no default template: a new sub-admin starts with no permission at all. */
const DEFAULTS = {
  sEmail: '',
  sFullName: '',
  sCountryCode: '',
  sMobileNumber: '',
  sPassword: '',
  sConfirmPassword: '',
  aPermissions: normalizePermissions([]),
};

/** 'Add SubAdmin' (platform.md s. 2): back to the list at once after adding. Needs Add. */
const SubadminCreate = () => {
  const { save } = useSubadminSave();
  return (
    <Create title="gd.subadmins.form.add_title" sx={{ maxWidth: 1000 }}>
      <SubadminForm mode="create" onSubmit={save} defaultValues={DEFAULTS} />
    </Create>
  );
};
export default SubadminCreate;
