import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { createAuthProvider, VERIFY_RETRY_MS } from '../../src/auth/authProvider';
import { LOGIN_PATH } from '../../src/paths';
import { fullPermissionSet, permissionSetFrom } from '../../src/domain/permissions';
import type { AdminProfile } from '../../src/domain/types';
import { fakeFetch, installStorage, json, type MemoryStorage } from './support/fakeApi';
import { ACCOUNTS } from '../fixtures/accounts';

const editorPermissions = permissionSetFrom({ 'Category Managements': ['View', 'Add'], Dashboard: ['View'] });
const profile: AdminProfile = {
  _id: 'u1',
  sEmail: 'editor@example.com',
  sFullName: 'Eddie Editor',
  sMobileNumber: '5550100',
  eCurrency: 'usd',
  sCountry: 'US',
  aPermissions: editorPermissions,
};
const verifyOk = () => json(200, { message: 'Token verified.', data: profile });
/** A login answer as the spec writes it: the editor's rights, no eRole. */
const editorLogin = () =>
  json(
    200,
    { message: 'ok', userId: 'u1', data: { aPermissions: editorPermissions } },
    { Authorization: 't' },
  );

let storage: MemoryStorage;
beforeEach(() => {
  storage = installStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('stores the token of the Authorization header and the userId, sending no token itself', async () => {
    storage.setItem('token', 'stale');
    const { requests } = fakeFetch({
      'POST /admin/login': () =>
        json(
          200,
          {
            message: 'Login successfully.',
            userId: 'u1',
            data: { sEmail: profile.sEmail, aPermissions: editorPermissions },
          },
          { Authorization: 'tok-new' },
        ),
    });

    await createAuthProvider().login({ sEmail: profile.sEmail, sPassword: ACCOUNTS.editor.sPassword });

    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[0].body).toEqual({ sEmail: profile.sEmail, sPassword: ACCOUNTS.editor.sPassword });
    expect(storage.getItem('token')).toBe('tok-new');
    expect(storage.getItem('userId')).toBe('u1');
  });

  it('keeps the login permissions until the profile is verified', async () => {
    fakeFetch({ 'POST /admin/login': editorLogin });
    const auth = createAuthProvider();
    await auth.login({ sEmail: profile.sEmail, sPassword: ACCOUNTS.editor.sPassword });
    await expect(auth.getPermissions()).resolves.toEqual({
      isSuperAdmin: undefined,
      aPermissions: editorPermissions,
      refused: [],
    });
  });

  it('reads a login answer without eRole (the spec) and with userId inside data', async () => {
    fakeFetch({
      'POST /admin/login': () =>
        json(
          200,
          { message: 'ok', data: { userId: 'u9', aPermissions: fullPermissionSet(true) } },
          { Authorization: 't' },
        ),
    });
    const auth = createAuthProvider();
    await auth.login(ACCOUNTS.admin);
    expect(storage.getItem('userId')).toBe('u9');
    // Every spec operation granted and no role said: the super admin (platform.md s.3).
    await expect(auth.getPermissions()).resolves.toMatchObject({ isSuperAdmin: true });
  });

  it('rejects with the server message and stores nothing on a wrong password', async () => {
    fakeFetch({ 'POST /admin/login': () => json(401, { message: 'Invalid email or password.' }) });
    const error = await createAuthProvider()
      .login({ sEmail: 'a@b.co', sPassword: 'wrong!' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Invalid email or password.', status: 401 });
    expect(storage.getItem('token')).toBeNull();
  });
});

describe('checkAuth', () => {
  it('rejects at once towards /auth/login without a token', async () => {
    const { requests } = fakeFetch({});
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({
      redirectTo: LOGIN_PATH,
      message: false,
    });
    expect(requests).toHaveLength(0);
  });

  it('verifies the token on the first check only, then uses the cached profile', async () => {
    storage.setItem('token', 'tok');
    const { requests } = fakeFetch({ 'GET /admin/token/verify': verifyOk });
    const auth = createAuthProvider();

    await Promise.all([auth.checkAuth({}), auth.checkAuth({})]);
    await auth.checkAuth({});
    const identity = await auth.getIdentity?.();

    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('Authorization')).toBe('tok');
    expect(identity).toMatchObject({
      id: 'u1',
      fullName: 'Eddie Editor',
      email: 'editor@example.com',
      sCountry: 'US',
    });
  });

  it('warmUp sends the verify before any check, and the first check reuses it', async () => {
    storage.setItem('token', 'tok');
    const { requests } = fakeFetch({ 'GET /admin/token/verify': verifyOk });
    const auth = createAuthProvider();

    auth.warmUp();
    expect(requests).toHaveLength(1);
    await auth.checkAuth({});

    expect(requests).toHaveLength(1);
  });

  it('warmUp calls nothing without a token, and a refused warm-up ends the session as a check would', async () => {
    const { requests } = fakeFetch({
      'GET /admin/token/verify': () => json(401, { message: 'Your session has expired.' }),
    });
    const auth = createAuthProvider();
    auth.warmUp();
    expect(requests).toHaveLength(0);

    storage.setItem('token', 'expired');
    auth.warmUp();
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: LOGIN_PATH, message: false });
    expect(requests).toHaveLength(1);
    expect(storage.getItem('token')).toBeNull();
  });

  it('removes the token and userId and rejects when the verification fails', async () => {
    storage.setItem('token', 'expired');
    storage.setItem('userId', 'u1');
    fakeFetch({ 'GET /admin/token/verify': () => json(401, { message: 'Your session has expired.' }) });

    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({
      redirectTo: LOGIN_PATH,
      message: false,
    });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('userId')).toBeNull();
  });

  it('keeps the session when a verify without an answer succeeds on its retry', async () => {
    vi.useFakeTimers();
    try {
      storage.setItem('token', 'tok');
      let calls = 0;
      fakeFetch({ 'GET /admin/token/verify': () => (++calls === 1 ? 'network-error' : verifyOk()) });

      const check = createAuthProvider().checkAuth({});
      await vi.advanceTimersByTimeAsync(VERIFY_RETRY_MS);
      await expect(check).resolves.toBeUndefined();
      expect(calls).toBe(2);
      expect(storage.getItem('token')).toBe('tok');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session when the server stays silent', async () => {
    vi.useFakeTimers();
    try {
      storage.setItem('token', 'tok');
      const { requests } = fakeFetch({ 'GET /admin/token/verify': () => 'network-error' });

      const check = createAuthProvider().checkAuth({});
      const outcome = expect(check).rejects.toEqual({ redirectTo: LOGIN_PATH, message: false });
      await vi.advanceTimersByTimeAsync(VERIFY_RETRY_MS);
      await outcome;
      expect(requests).toHaveLength(2);
      expect(storage.getItem('token')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('logout', () => {
  it('removes the session first, calls the server with the old token and ends on /auth/login', async () => {
    storage.setItem('token', 'tok');
    storage.setItem('userId', 'u1');
    let tokenWhenCalled: string | null = 'unset';
    const { requests } = fakeFetch({
      'GET /admin/logout': () => {
        tokenWhenCalled = storage.getItem('token');
        return json(200, { message: 'Logout successfully.' });
      },
    });

    await expect(createAuthProvider().logout({})).resolves.toBe(LOGIN_PATH);
    expect(tokenWhenCalled).toBeNull();
    expect(requests[0].headers.get('Authorization')).toBe('tok');
    expect(storage.getItem('userId')).toBeNull();
  });

  it('ends on /auth/login whatever the server answers, or when it does not answer', async () => {
    for (const answer of [() => json(500, { message: 'boom' }), () => 'network-error' as const]) {
      storage.setItem('token', 'tok');
      fakeFetch({ 'GET /admin/logout': answer });
      await expect(createAuthProvider().logout({})).resolves.toBe(LOGIN_PATH);
      expect(storage.getItem('token')).toBeNull();
    }
  });

  it('ends on /auth/login at once, without waiting for the answer, and lets the call outlive the page', async () => {
    storage.setItem('token', 'tok');
    // A server that never answers: the user must not wait on the logout page meanwhile.
    const { fetchMock } = fakeFetch({ 'GET /admin/logout': () => new Promise<never>(() => undefined) });

    await expect(createAuthProvider().logout({})).resolves.toBe(LOGIN_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });

  it('forgets the cached profile: the next check needs a new token', async () => {
    storage.setItem('token', 'tok');
    fakeFetch({
      'GET /admin/token/verify': verifyOk,
      'GET /admin/logout': () => json(200, { message: 'ok' }),
    });
    const auth = createAuthProvider();
    await auth.checkAuth({});
    await auth.logout({});
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: LOGIN_PATH });
  });
});

describe('checkError', () => {
  it('ends the session on 401 and lets 403 and other errors through to the screen', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkError(new HttpError('expired', 401))).rejects.toMatchObject({
      redirectTo: LOGIN_PATH,
    });
    await expect(auth.checkError(new HttpError('forbidden', 403))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Server is unavailable.', 0))).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('other'))).resolves.toBeUndefined();
  });
});

describe('permissions', () => {
  it('answers canAccess from the verified aPermissions', async () => {
    storage.setItem('token', 'tok');
    fakeFetch({ 'GET /admin/token/verify': verifyOk });
    const auth = createAuthProvider();
    const can = (resource: string, action: string) => auth.canAccess?.({ resource, action });

    await expect(auth.getPermissions()).resolves.toEqual({
      isSuperAdmin: undefined,
      aPermissions: editorPermissions,
      refused: [],
    });
    await expect(can('category', 'create')).resolves.toBe(true);
    await expect(can('category', 'delete')).resolves.toBe(false);
    await expect(can('subadmin', 'list')).resolves.toBe(false);
  });

  it('opens push, which no module grants, to the verified super admin only', async () => {
    storage.setItem('token', 'tok');
    const superAdmin = { ...profile, eRole: 'super', aPermissions: fullPermissionSet(true) };
    fakeFetch({
      'GET /admin/token/verify': () => json(200, { message: 'Token verified.', data: superAdmin }),
    });
    const admin = createAuthProvider();
    await expect(admin.canAccess?.({ resource: 'push', action: 'create' })).resolves.toBe(true);

    fakeFetch({
      'GET /admin/token/verify': () => json(200, { message: 'ok', data: { ...superAdmin, eRole: 'sub' } }),
    });
    const sub = createAuthProvider();
    await expect(sub.canAccess?.({ resource: 'push', action: 'create' })).resolves.toBe(false);
    await expect(sub.canAccess?.({ resource: 'category', action: 'create' })).resolves.toBe(true);
  });

  it('reads the profile under `user`, as platform.md s.7 writes the verify answer', async () => {
    storage.setItem('token', 'tok');
    fakeFetch({ 'GET /admin/token/verify': () => json(200, { message: 'Token verified.', user: profile }) });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ fullName: profile.sFullName });
    expect(storage.getItem('token')).toBe('tok');
  });

  it('without eRole, shows push to a sub-admin until the API refuses it, then hides it', async () => {
    storage.setItem('token', 'tok');
    fakeFetch({ 'GET /admin/token/verify': () => json(200, { message: 'ok', user: profile }) });
    const auth = createAuthProvider();
    await expect(auth.canAccess?.({ resource: 'push', action: 'create' })).resolves.toBe(true);
    auth.refuse('push');
    await expect(auth.canAccess?.({ resource: 'push', action: 'create' })).resolves.toBe(false);
    await expect(auth.canAccess?.({ resource: 'category', action: 'create' })).resolves.toBe(true);
  });

  it("opens push to the super admin from the login answer's eRole, before any verify", async () => {
    fakeFetch({
      'POST /admin/login': () =>
        json(
          200,
          { message: 'ok', userId: 'u0', data: { aPermissions: fullPermissionSet(true), eRole: 'super' } },
          { Authorization: 't' },
        ),
    });
    const auth = createAuthProvider();
    await auth.login(ACCOUNTS.admin);
    await expect(auth.canAccess?.({ resource: 'push', action: 'create' })).resolves.toBe(true);
  });

  it('grants nothing without a session', async () => {
    fakeFetch({});
    const auth = createAuthProvider();
    await expect(auth.canAccess?.({ resource: 'dashboard', action: 'list' })).resolves.toBe(false);
  });
});

describe('knownSubject', () => {
  it('knows the rights once the verify has answered, and no longer after a 403 or a logout', async () => {
    storage.setItem('token', 'tok');
    fakeFetch({
      'GET /admin/token/verify': verifyOk,
      'POST /admin/logout': () => json(200, { message: 'ok' }),
    });
    const auth = createAuthProvider();
    const known = { isSuperAdmin: undefined, aPermissions: editorPermissions, refused: [] };

    expect(auth.knownSubject()).toBeUndefined();
    auth.warmUp();
    expect(auth.knownSubject()).toBeUndefined();
    await auth.checkAuth({});
    expect(auth.knownSubject()).toEqual(known);

    await auth.checkError(new HttpError('forbidden', 403));
    expect(auth.knownSubject()).toBeUndefined();
    await auth.checkAuth({});
    expect(auth.knownSubject()).toEqual(known);

    await auth.logout({});
    expect(auth.knownSubject()).toBeUndefined();
  });

  it('knows the rights of the login answer at once after a sign-in', async () => {
    fakeFetch({ 'POST /admin/login': editorLogin });
    const auth = createAuthProvider();
    await auth.login({ sEmail: profile.sEmail, sPassword: ACCOUNTS.editor.sPassword });
    expect(auth.knownSubject()).toEqual({
      isSuperAdmin: undefined,
      aPermissions: editorPermissions,
      refused: [],
    });
  });
});

describe('refreshIdentity', () => {
  it('takes the edited profile without a request, or verifies again when given none', async () => {
    storage.setItem('token', 'tok');
    const { requests } = fakeFetch({ 'GET /admin/token/verify': verifyOk });
    const auth = createAuthProvider();
    await auth.checkAuth({});

    await auth.refreshIdentity({ ...profile, sFullName: 'Edith Editor' });
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ fullName: 'Edith Editor' });
    expect(requests).toHaveLength(1);

    await auth.refreshIdentity();
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ fullName: 'Eddie Editor' });
    expect(requests).toHaveLength(2);
  });
});

describe('without a session', () => {
  it('answers identity and checks without calling the server', async () => {
    const { requests } = fakeFetch({});
    const auth = createAuthProvider();
    await expect(auth.getIdentity?.()).rejects.toMatchObject({ redirectTo: LOGIN_PATH });
    await expect(auth.refreshIdentity()).rejects.toMatchObject({ redirectTo: LOGIN_PATH });
    expect(requests).toHaveLength(0);
  });
});
