import { useCallback } from 'react';
import { useCreatePath } from 'react-admin';
import { useNavigateLater } from '../common/useNavigateLater';

/**
 * Back to the resource's list some time after a save (1.5 s for gift cards, 1 s for redeem cards:
 * domain/timing.ts), so the success notice is read first. Cancelled if the page goes away before.
 */
export function useDelayedRedirect(resource: string, delayMs: number) {
  const createPath = useCreatePath();
  const navigateLater = useNavigateLater();
  return useCallback(
    () => navigateLater(createPath({ resource, type: 'list' }), delayMs),
    [createPath, navigateLater, resource, delayMs],
  );
}
