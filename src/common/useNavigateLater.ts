import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * "Notice, then move on": goes to `to` after the spec's delay (domain/timing.ts), so the success
 * notice is read first. A new call replaces a pending one; leaving the page cancels it.
 */
export function useNavigateLater(): (to: string, delayMs: number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to, delayMs, options) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), delayMs);
    },
    [navigate],
  );
}
