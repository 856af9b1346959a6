import { useCanAccess } from 'react-admin';

export interface CardRights {
  view: boolean;
  add: boolean;
  edit: boolean;
  remove: boolean;
  isPending: boolean;
}

/**
 * The four flags of a card resource (section 6): View gives the eye, Edit the pencil and the status
 * switch, Delete the cross, Add the floating button. Through react-admin's canAccess, so the
 * module map of src/domain/permissions.ts decides.
 */
export function useCardRights(resource: string): CardRights {
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

export const hasAnyRight = (rights: CardRights) => rights.view || rights.add || rights.edit || rights.remove;
