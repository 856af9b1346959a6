import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/http';
import { useNavigateLater } from '../../common/useNavigateLater';
import type { ApiEnvelope } from '../../domain/types';
import { LOGIN_PATH } from '../../paths';
import { usePublicNotify } from './PublicNotifier';

/**
 * The forgot and reset forms' submit: send, show the server's message, and go back to the login page
 * after the spec's delay (cancelled if the page goes away); a failure shows the server's message.
 */
export function useSubmitThenLogin(delayMs: number) {
  const navigateLater = useNavigateLater();
  const notify = usePublicNotify();
  const [done, setDone] = useState(false);

  const submit = useCallback(
    async (send: () => Promise<{ body: ApiEnvelope }>) => {
      try {
        const { body } = await send();
        setDone(true);
        notify(body.message, 'success');
        navigateLater(LOGIN_PATH, delayMs, { replace: true });
      } catch (error) {
        notify(errorMessage(error), 'warning');
      }
    },
    [delayMs, navigateLater, notify],
  );
  return { done, submit };
}
