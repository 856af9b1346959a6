import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useAuthProvider } from 'react-admin';
import type { GiftdeskAuthProvider } from './authProvider';

/**
 * For screens no permission module governs (push): the API's 403 is the only word on who may use
 * them. It hides the resource for the rest of the session (menu, page guard) and answers whether the
 * error was that refusal, so the caller shows the server's explanation.
 */
export function useRefuseOnForbidden(resource: string): (error: unknown) => boolean {
  const authProvider = useAuthProvider<GiftdeskAuthProvider>();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof HttpError) || error.status !== 403) return false;
      authProvider?.refuse(resource);
      // react-admin keeps its permission and access answers under ['auth', ...].
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
      return true;
    },
    [authProvider, queryClient, resource],
  );
}
