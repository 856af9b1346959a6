import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../api/http';
import { NOTICE_MS } from '../domain/timing';

/**
 * Notices showing the server's own message (HttpError carries it). The message is its own
 * translation default, so a server sentence is shown as is and an i18n key is still translated.
 */
export function useServerNotice(autoHideDuration: number = NOTICE_MS.default) {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (message: string) =>
        notify(message, { type: 'success', autoHideDuration, messageArgs: { _: message } }),
      error: (error: unknown) => {
        const message = errorMessage(error);
        notify(message, { type: 'error', autoHideDuration, messageArgs: { _: message } });
      },
    }),
    [notify, autoHideDuration],
  );
}
