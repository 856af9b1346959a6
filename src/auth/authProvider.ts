/**
 * The react-admin AuthProvider of platform.md sections 4 and 7: the token lives in local storage
 * (session.ts); the first check of a page load verifies it with the server and keeps the profile in
 * memory; any 401 ends the session; rights come from aPermissions only (src/domain/permissions.ts).
 * Imports no react-admin UI: the login page uses login() directly.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { CALLS } from '../api/endpoints';
import { statusOf } from '../api/errorStatus';
import { callApi } from '../api/http';
import { readLogin, readProfile } from '../api/readings';
import {
  canAccess,
  isSuperAdminSession,
  type AccessSubject,
  type PermissionSet,
} from '../domain/permissions';
import type { AdminProfile } from '../domain/types';
import { createSignal } from '../api/signal';
import type { LoginInput } from '../domain/validation';
import { LOGIN_PATH } from '../paths';
import { startActivity } from './idleClock';
import {
  clearSession,
  getToken,
  refusedResources,
  saveEndReason,
  saveRefused,
  saveSession,
} from '../api/session';

/** How long a verify that got no answer waits before its one retry. */
export const VERIFY_RETRY_MS = 1500;

export interface GiftdeskAuthProvider extends AuthProvider {
  login(input: LoginInput): Promise<void>;
  getPermissions(): Promise<AccessSubject>;
  /**
   * Refresh the cached profile after an edit: with the profile the server returned (editprofile's
   * `data`), or by verifying the token again when none is given. Pair it with useRefreshIdentity().
   */
  refreshIdentity(profile?: AdminProfile): Promise<AdminProfile>;
  /**
   * The API refused a resource no module governs (push) with a 403: it is hidden for the rest of
   * the session. Refetch react-admin's permissions afterwards (useRefuseResource).
   */
  refuse(resource: string): void;
  /**
   * Called when the API refused a call with 403: the rights this page holds may be out of date (an
   * admin changed them a moment ago). The listener refetches react-admin's permissions.
   */
  onRightsStale(listener: () => void): () => void;
}

/** What the app's own provider adds for the admin's start (the screens' test doubles need not have it). */
export interface SessionWarmUp {
  /**
   * Sends this page load's verify now, ahead of react-admin's first check, which reuses it: a cold
   * load of the admin asks while its screens are still being built (issue 23). No token, no call.
   */
  warmUp(): void;
  /**
   * The rights as this page already knows them (its verify has answered, or the user has just
   * signed in), at once; undefined until then. Lets the admin's first render show what the user may
   * see instead of a pending pass per permission check (src/admin/queryClient.ts).
   */
  knownSubject(): AccessSubject | undefined;
}

/** What react-admin receives when the session is gone: straight to the login page, no toast. */
const toLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const });

/** A 401's reason (e.g. a deactivated account), for the login page to say once the session has ended. */
function rememberEndReason(error: unknown): void {
  if (statusOf(error) === 401 && error instanceof Error && error.message) saveEndReason(error.message);
}

export function createAuthProvider(): GiftdeskAuthProvider & SessionWarmUp {
  let profile: Promise<AdminProfile> | undefined;
  /** What `profile` resolved to, once it has. */
  let verified: AdminProfile | undefined;
  let loginPermissions: PermissionSet | undefined;
  let loginRole: unknown;
  const rightsStale = createSignal();

  const forget = () => {
    profile = undefined;
    verified = undefined;
    loginPermissions = undefined;
    loginRole = undefined;
  };

  async function verifyOnce(): Promise<AdminProfile> {
    const { body } = await callApi(CALLS.verifyToken, undefined);
    const read = readProfile(body);
    if (!read) throw new Error('Token verify answered without a profile');
    return read.value;
  }

  /**
   * No answer at all is most often the page itself navigating away, which cancels its requests:
   * ending the session then would log the user out of the page they are going to. A real outage
   * fails again after a pause, and only then does the session end.
   */
  async function verify(): Promise<AdminProfile> {
    try {
      return await verifyOnce();
    } catch (error) {
      if (statusOf(error) !== 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, VERIFY_RETRY_MS));
      return verifyOnce();
    }
  }

  /** One verify per page load (or per login): later checks reuse it. */
  function currentProfile(): Promise<AdminProfile> {
    // Without a token there is nothing to verify (e.g. identity refetched during a logout).
    if (!getToken()) return Promise.reject(toLogin());
    if (profile) return profile;
    const pending = verify().then(
      (answer) => {
        if (profile === pending) verified = answer;
        return answer;
      },
      (error: unknown) => {
        rememberEndReason(error);
        clearSession();
        forget();
        throw error;
      },
    );
    profile = pending;
    return pending;
  }

  const subjectOf = (role: unknown, aPermissions: PermissionSet): AccessSubject => ({
    isSuperAdmin: isSuperAdminSession(role, aPermissions),
    aPermissions,
    refused: refusedResources(),
  });

  async function subject(): Promise<AccessSubject> {
    if (!getToken()) return { isSuperAdmin: false, aPermissions: [] };
    // Module rights come from aPermissions only (the super admin receives every operation granted);
    // the role only adds what no module grants (extension modules, push), see isSuperAdminSession.
    if (!profile && loginPermissions) return subjectOf(loginRole, loginPermissions);
    const { eRole, aPermissions } = await currentProfile();
    return subjectOf(eRole, aPermissions ?? []);
  }

  return {
    async login(input: LoginInput) {
      const { headers, body } = await callApi(CALLS.login, input);
      const answer = readLogin(headers.get('Authorization'), body)?.value;
      if (!answer) throw new Error('The login answer carries no Authorization header or no permissions');
      forget();
      // A sign-in is activity: an idle count left by an earlier session must not end this one.
      startActivity();
      saveSession(answer.token, answer.userId);
      loginPermissions = answer.aPermissions;
      loginRole = answer.eRole;
    },

    warmUp() {
      // A failure is checkAuth's to report (it ends the session the same way).
      if (getToken()) currentProfile().catch(() => undefined);
    },

    async checkAuth() {
      if (!getToken()) {
        forget();
        throw toLogin();
      }
      try {
        await currentProfile();
      } catch {
        throw toLogin();
      }
    },

    async logout() {
      const token = getToken();
      clearSession();
      forget();
      if (token) {
        // The server's answer does not matter: the user leaves either way (platform.md s. 4), and at
        // once. Waiting for it left the login page on screen while react-admin's own exit was still
        // to come: a sign-in typed meanwhile was then followed by that exit's navigation and store
        // reset. keepalive: the call still reaches the server when the page goes away first (Back
        // right after the logout), so the old token is ended there too.
        void callApi(CALLS.logout, undefined, { token, keepalive: true }).catch(() => undefined);
      }
      return LOGIN_PATH;
    },

    async checkError(error: unknown) {
      // 403: the rights may have changed since this page verified them: verify again, and the screens
      // follow (a revoked "+" goes). The screen shows the message itself.
      if (statusOf(error) === 403) {
        profile = undefined;
        verified = undefined;
        loginPermissions = undefined;
        rightsStale.notify();
        return;
      }
      // 401: the token is no longer valid, the session ends, and the login page says why (a
      // deactivated account is told so) when the API gave a reason.
      if (statusOf(error) !== 401) return;
      if (getToken()) rememberEndReason(error);
      // Already ended (a call refused locally for want of a token): the logout under way is enough.
      // Another logout would clear react-query, whose still-mounted queries fail again at once: a
      // storm of thousands of navigations that froze the page for seconds.
      if (!getToken()) throw { ...toLogin(), logoutUser: false };
      throw toLogin();
    },

    async getIdentity(): Promise<UserIdentity> {
      const p = await currentProfile();
      return { ...p, id: p._id, fullName: p.sFullName, email: p.sEmail };
    },

    getPermissions: subject,

    knownSubject() {
      if (!getToken()) return undefined;
      if (!profile && loginPermissions) return subjectOf(loginRole, loginPermissions);
      return verified && subjectOf(verified.eRole, verified.aPermissions ?? []);
    },

    async canAccess({ resource, action }) {
      return canAccess(await subject(), { resource, action });
    },

    onRightsStale: rightsStale.subscribe,

    refuse(resource: string) {
      const refused = refusedResources();
      if (!refused.includes(resource)) saveRefused([...refused, resource]);
    },

    async refreshIdentity(next?: AdminProfile) {
      if (next) {
        const previous = profile ? await profile.catch(() => undefined) : undefined;
        // editprofile may answer with the edited fields only: keep the rest of the known profile.
        const merged = { ...previous, ...next } as AdminProfile;
        profile = Promise.resolve(merged);
        verified = merged;
        return merged;
      }
      profile = undefined;
      verified = undefined;
      return currentProfile();
    },
  };
}

export const authProvider = createAuthProvider();
