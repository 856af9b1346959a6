import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useRedirect } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';

export const SUBADMIN_RESOURCE = 'subadmin';

/**
 * Saves the form through the resource's create or update call, then goes back to the list at once
 * with the server's message (platform.md sections 2 and 7). A refused save (409 email taken, 403
 * grant beyond the editor's rights) stays on the form with the server's message.
 */
export function useSubadminSave(id?: Identifier) {
  const dataProvider = useGiftdeskDataProvider();
  const queryClient = useQueryClient();
  const notice = useServerNotice();
  const redirect = useRedirect();
  const mutation = useMutation({
    mutationFn: (data: Record<string, unknown>) => dataProvider.saveSubadmin({ id, data }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: [SUBADMIN_RESOURCE] });
      notice.success(result.message);
      redirect('list', SUBADMIN_RESOURCE);
    },
    onError: (error) => notice.error(error),
  });
  // The form stays usable after a refusal: the error is shown as a notice, not thrown.
  const save = (values: Record<string, unknown>) =>
    mutation.mutateAsync(values).then(
      () => undefined,
      () => undefined,
    );
  return { save, isPending: mutation.isPending };
}
