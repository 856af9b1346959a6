import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../api/http';
import { NOTICE_MS } from '../domain/timing';
import { useDelayedRedirect } from './useDelayedRedirect';

/**
 * The mutation options of a card form: the success notice, then back to the list after the spec's
 * delay; a failure shows the server's message (a duplicate code's 409, for one). Both stay 5 s, the
 * forms' duration of section 1.
 */
export function useCardSaveOptions(resource: string, successKey: string, redirectMs: number) {
  const notify = useNotify();
  const backToList = useDelayedRedirect(resource, redirectMs);
  return useMemo(
    () => ({
      onSuccess: () => {
        notify(successKey, { type: 'success', autoHideDuration: NOTICE_MS.form });
        backToList();
      },
      onError: (error: unknown) => {
        const message = errorMessage(error);
        notify(message, {
          type: 'error',
          autoHideDuration: NOTICE_MS.form,
          messageArgs: { _: message },
        });
      },
    }),
    [notify, backToList, successKey],
  );
}
