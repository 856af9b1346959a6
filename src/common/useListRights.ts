import { useCanAccess } from 'react-admin';

export interface ListRights {
  view: boolean;
  add: boolean;
  edit: boolean;
  remove: boolean;
  isPending: boolean;
}

/**
 * The four operations of a list's module for the current user (platform.md s.6): View gives the eye,
 * Edit the pencil and the status switch, Delete the cross, Add the floating button. Through
 * react-admin's canAccess, so the module map of src/domain/permissions.ts decides.
 */
export function useListRights(resource: string): ListRights {
  // 'show' is View; 'list' would be any of the four (what opens the list, s.6).
  const view = useCanAccess({ resource, action: 'show' });
  const add = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  return {
    view: view.canAccess === true,
    add: add.canAccess === true,
    edit: edit.canAccess === true,
    remove: remove.canAccess === true,
    isPending: view.isPending || add.isPending || edit.isPending || remove.isPending,
  };
}

export const hasAnyRight = (rights: ListRights) => rights.view || rights.add || rights.edit || rights.remove;
