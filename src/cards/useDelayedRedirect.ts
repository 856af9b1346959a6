import { useCallback, useEffect, useRef } from 'react';
import { useRedirect } from 'react-admin';

/**
 * Back to the resource's list some time after a save (section 4: 1.5 s for gift cards, 1 s for
 * redeem cards), so the success notice is read first. Cancelled if the page goes away before.
 */
export function useDelayedRedirect(resource: string, delayMs: number) {
  const redirect = useRedirect();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => redirect('list', resource), delayMs);
  }, [redirect, resource, delayMs]);
}
