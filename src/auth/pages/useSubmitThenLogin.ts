import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/http';
import type { ApiEnvelope } from '../../domain/types';
import { LOGIN_PATH } from '../../paths';
import { usePublicNotify } from './PublicNotifier';

/**
 * The forgot and reset forms' submit: send, show the server's message, and go back to the login page
 * after the spec's delay (cancelled if the page goes away); a failure shows the server's message.
 */
export function useSubmitThenLogin(delayMs: number) {
  const navigate = useNavigate();
  const notify = usePublicNotify();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (send: () => Promise<{ body: ApiEnvelope }>) => {
      try {
        const { body } = await send();
        setDone(true);
        notify(body.message, 'success');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => navigate(LOGIN_PATH, { replace: true }), delayMs);
      } catch (error) {
        notify(errorMessage(error), 'warning');
      }
    },
    [delayMs, navigate, notify],
  );
  return { done, submit };
}
