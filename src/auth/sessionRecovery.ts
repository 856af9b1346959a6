/**
 * A session lost while a form holds unsaved input (docs/security.md): instead of the login page, the admin is
 * asked for the password in place (ReloginDialog); once signed in again, the refused call is sent
 * once more with the new token (src/api/http.ts), so the save goes through and nothing typed is
 * lost. Without unsaved input, or when the admin declines, the 401 stands and the usual sign-out
 * follows. Calls refused meanwhile (a list's refresh) wait for the same answer.
 */
import { hasUnsavedInput } from '../common/unsavedInput';
import { createSignal } from '../api/signal';

const pendingChanged = createSignal();
let waiting: ((recovered: boolean) => void)[] = [];

export const subscribeRecovery = pendingChanged.subscribe;

/** Whether the re-login prompt is up. */
export const recoveryPending = (): boolean => waiting.length > 0;

function settle(recovered: boolean): void {
  const resolvers = waiting;
  waiting = [];
  resolvers.forEach((resolve) => resolve(recovered));
  pendingChanged.notify();
}

/** What http.ts asks on a 401: true once the admin has signed in again, false at once without unsaved input. */
export function requestRelogin(): Promise<boolean> {
  if (!hasUnsavedInput()) return Promise.resolve(false);
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) pendingChanged.notify();
  });
}

/** Signed in again (the dialog used the authProvider's own login): the refused calls go once more. */
export const resumeAfterRelogin = (): void => settle(true);

/** The admin declines: the refused calls fail as they were, and the sign-out follows. */
export const declineRelogin = (): void => settle(false);
