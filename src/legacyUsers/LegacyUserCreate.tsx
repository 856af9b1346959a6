import { Create } from 'react-admin';
import { LEGACY_USER_RESOURCE } from './endpoints';
import { LegacyUserForm, NEW_LEGACY_USER } from './LegacyUserForm';
import { useLegacyUserSave } from './useLegacyUserSave';

/**
 * The older add form at /admin/add/user. Its route's guard asks for Subadmin Add (index.tsx):
 * react-admin's own check would ask about `legacyUser`, which no permission group names.
 */
const LegacyUserCreate = () => {
  const { save, saved } = useLegacyUserSave();
  return (
    <Create
      resource={LEGACY_USER_RESOURCE}
      disableAuthentication
      title="gd.legacyUsers.form.add_title"
      sx={{ maxWidth: 1000 }}
    >
      <LegacyUserForm mode="create" onSubmit={save} defaultValues={NEW_LEGACY_USER} saved={saved} />
    </Create>
  );
};
export default LegacyUserCreate;
