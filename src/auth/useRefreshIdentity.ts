import { useCallback } from 'react';
import { useAuthProvider, useGetIdentity } from 'ra-core';
import type { AdminProfile } from '../domain/types';
import type { GiftdeskAuthProvider } from './authProvider';

/**
 * After a profile edit: update the session's cached profile (with the server's answer, or by
 * verifying the token again) and refetch react-admin's identity so the app bar shows the new name.
 */
export function useRefreshIdentity(): (profile?: AdminProfile) => Promise<void> {
  const authProvider = useAuthProvider<GiftdeskAuthProvider>();
  const { refetch } = useGetIdentity();
  return useCallback(
    async (profile?: AdminProfile) => {
      await authProvider?.refreshIdentity(profile);
      await refetch();
    },
    [authProvider, refetch],
  );
}
