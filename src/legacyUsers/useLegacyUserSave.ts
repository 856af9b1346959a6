import { useRedirect, type Identifier } from 'react-admin';
import { useApiAction } from '../common/useApiAction';
import { useLeaveAfterSave } from '../common/useLeaveAfterSave';
import { SUBADMIN_RESOURCE } from '../subadmins/endpoints';
import { LEGACY_USER_RESOURCE } from './endpoints';

/**
 * Saves through the legacy create or update call, then goes back to the sub-admin list with the
 * server's message, as the current form does (platform.md s.2). A refusal stays on the form.
 */
export function useLegacyUserSave(id?: Identifier) {
  const redirect = useRedirect();
  const { saved, markSaved } = useLeaveAfterSave(() => redirect('list', SUBADMIN_RESOURCE));
  const { run, isPending } = useApiAction(
    (dataProvider, data: Record<string, unknown>) =>
      id === undefined
        ? dataProvider.create(LEGACY_USER_RESOURCE, { data })
        : dataProvider.update(LEGACY_USER_RESOURCE, { id, data, previousData: { id } }),
    {
      invalidates: [SUBADMIN_RESOURCE, LEGACY_USER_RESOURCE],
      onSuccess: markSaved,
    },
  );
  const save = async (values: Record<string, unknown>) => {
    await run(values);
  };
  return { save, isPending, saved };
}
