import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigate after a delay (the spec's "back to login after 4 s"), cancelled if the page goes away. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}
