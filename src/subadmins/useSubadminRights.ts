import { useCanAccess } from 'react-admin';
import { SUBADMIN_RESOURCE } from './useSubadminSave';

/** The four operations of the Subadmin module, through react-admin's canAccess (platform.md s. 6). */
export function useSubadminRights() {
  const view = useCanAccess({ resource: SUBADMIN_RESOURCE, action: 'list' });
  const add = useCanAccess({ resource: SUBADMIN_RESOURCE, action: 'create' });
  const edit = useCanAccess({ resource: SUBADMIN_RESOURCE, action: 'edit' });
  const remove = useCanAccess({ resource: SUBADMIN_RESOURCE, action: 'delete' });
  const rights = {
    canView: view.canAccess === true,
    canAdd: add.canAccess === true,
    canEdit: edit.canAccess === true,
    canDelete: remove.canAccess === true,
  };
  return {
    ...rights,
    isPending: view.isPending || add.isPending || edit.isPending || remove.isPending,
    canAny: Object.values(rights).some(Boolean),
  };
}
