import { useSyncExternalStore } from 'react';
import { hasSession, subscribeSession } from '../api/session';

/**
 * Whether this tab holds a session, re-rendering the moment it ends. The admin unmounts react-admin
 * then, at once: left mounted through the navigation to the login page, its queries ran again without
 * a token, failed at once and each asked for another logout (thousands of navigations in a row that
 * froze the page for seconds).
 */
export const useHasSession = (): boolean => useSyncExternalStore(subscribeSession, hasSession, hasSession);
