import type { Identifier } from 'react-admin';
import { useRedirect } from 'react-admin';
import { useApiAction } from '../common/useApiAction';
import { useLeaveAfterSave } from '../common/useLeaveAfterSave';

import { SUBADMIN_RESOURCE } from './endpoints';

/**
 * Saves the form through the resource's create or update call, then goes back to the list at once
 * with the server's message (platform.md sections 2 and 7). A refused save (409 email taken, 403
 * grant beyond the editor's rights) stays on the form with the server's message.
 */
export function useSubadminSave(id?: Identifier) {
  const redirect = useRedirect();
  const { saved, markSaved } = useLeaveAfterSave(() => redirect('list', SUBADMIN_RESOURCE));
  const { run, isPending } = useApiAction(
    (dataProvider, data: Record<string, unknown>) =>
      id === undefined
        ? dataProvider.create(SUBADMIN_RESOURCE, { data })
        : dataProvider.update(SUBADMIN_RESOURCE, { id, data, previousData: { id } }),
    { invalidates: [SUBADMIN_RESOURCE], onSuccess: markSaved },
  );
  const save = async (values: Record<string, unknown>) => {
    await run(values);
  };
  return { save, isPending, saved };
}
