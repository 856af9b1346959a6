import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { permissionSetFrom } from '../../src/domain/permissions';
import {
  assertAccess,
  authenticate,
  authorize,
  createSession,
  type Access,
  type GuardedAccess,
} from '../../mock-server/auth';
import { ApiError } from '../../mock-server/http';
import { createLoginLimiter } from '../../mock-server/loginLimiter';
import { mountRoutes, route, type Route, type Services } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes';
import type { Storage } from '../../mock-server/storage';
import { emptyDb, type Admin, type Db } from '../../mock-server/types';

const NOW = Date.UTC(2026, 5, 1);

function admin(id: string, eRole: Admin['eRole'], aPermissions = permissionSetFrom({})): Admin {
  return {
    _id: id,
    sEmail: `${id}@example.com`,
    sFullName: id,
    sPassword: '',
    eRole,
    eStatus: 'y',
    aPermissions,
    sCountryCode: '+1',
    sMobileNumber: '5550100',
    eCurrency: 'usd',
    sCountry: 'United States',
    dCreatedAt: '',
    dUpdatedAt: '',
  };
}

function db(...admins: Admin[]): Db {
  return { ...emptyDb(), admins };
}

const request = (token?: string) =>
  ({ get: (name: string) => (name === 'Authorization' ? token : undefined) }) as Request;
const status = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return error instanceof ApiError ? error.status : 500;
  }
};

describe('mock access checks', () => {
  it("reads a sub-admin's permissions fresh from the store on every request", () => {
    const sub = admin('sub', 'sub');
    const data = db(sub);
    const token = createSession(data, sub, NOW);
    const dashboard: Access = { module: 'Dashboard', operation: 'View' };
    expect(status(() => authorize(authenticate(data, request(token), NOW), dashboard))).toBe(403);
    sub.aPermissions = permissionSetFrom({ Dashboard: ['View'] });
    expect(status(() => authorize(authenticate(data, request(token), NOW), dashboard))).toBe(200);
    sub.eStatus = 'n';
    expect(status(() => authenticate(data, request(token), NOW))).toBe(401);
  });

  it('grants the super admin every rule and checks resource/action rules with canAccess', () => {
    const sup = admin('root', 'super', []);
    const sub = admin('sub', 'sub', permissionSetFrom({ CMS: ['Edit'] }));
    const data = db(sup, sub);
    const [superAuth, subAuth] = [sup, sub].map((who) =>
      authenticate(data, request(createSession(data, who, NOW)), NOW),
    );
    const rules: GuardedAccess[] = [
      'superAdmin',
      { module: 'Subadmin', operation: 'Delete' },
      { resource: 'settings', action: 'edit' },
    ];
    expect(rules.map((rule) => status(() => authorize(superAuth, rule)))).toEqual([200, 200, 200]);
    expect(rules.map((rule) => status(() => authorize(subAuth, rule)))).toEqual([403, 403, 200]);
    expect(status(() => authorize(subAuth, { module: ['Settings', 'CMS'], operation: 'Edit' }))).toBe(200);
  });

  it('grants anyOf when one rule grants, and a parameter rule by the value of its path parameter', () => {
    const sub = admin('sub', 'sub', permissionSetFrom({ CMS: ['Edit'] }));
    const data = db(sub);
    const auth = authenticate(data, request(createSession(data, sub, NOW)), NOW);
    const cms: GuardedAccess = { module: 'CMS', operation: 'Edit' };
    expect(status(() => authorize(auth, { anyOf: ['superAdmin', cms] }))).toBe(200);
    expect(
      status(() => authorize(auth, { anyOf: ['superAdmin', { module: 'CMS', operation: 'View' }] })),
    ).toBe(403);
    const byFolder: GuardedAccess = { param: 'folder', cases: { settings: cms }, otherwise: 'superAdmin' };
    expect(status(() => authorize(auth, byFolder, { folder: 'settings' }))).toBe(200);
    expect(status(() => authorize(auth, byFolder, { folder: 'push' }))).toBe(403);
    // An inherited key of the cases object is not a case.
    expect(status(() => authorize(auth, byFolder, { folder: 'toString' }))).toBe(403);
    expect(status(() => authorize(auth, byFolder))).toBe(403);
  });

  it('expires sessions after 12 hours', () => {
    const sub = admin('sub', 'sub');
    const data = db(sub);
    const token = createSession(data, sub, NOW);
    expect(status(() => authenticate(data, request(token), NOW + 12 * 3_600_000 - 1))).toBe(200);
    expect(status(() => authenticate(data, request(token), NOW + 12 * 3_600_000))).toBe(401);
  });
});

describe('the route table', () => {
  const services = {
    store: { data: db() } as Storage,
    now: () => NOW,
    log: () => undefined,
    loginLimiter: createLoginLimiter(() => NOW),
    mediaDir: '',
  } as Services;
  const handler = () => ({ message: 'token_verified' as const });

  it('mounts the real table', () => {
    expect(() => mountRoutes(ROUTES, services)).not.toThrow();
    expect(ROUTES.every((item) => item.access !== undefined)).toBe(true);
  });

  it('refuses, at start, a route without a valid access declaration', () => {
    const bad: unknown[] = [
      undefined,
      '',
      'everyone',
      {},
      { module: 'Dashbord', operation: 'View' },
      { module: 'Dashboard', operation: 'Delete' },
      { module: [], operation: 'View' },
      { resource: 'nope', action: 'list' },
      { anyOf: [] },
      { anyOf: ['superAdmin', 'everyone'] },
      { param: 'id', cases: {}, otherwise: 'superAdmin' },
      { param: 'folder', cases: { a: 'nope' }, otherwise: 'superAdmin' },
    ];
    for (const access of bad) {
      const broken = { method: 'get', path: '/x', handler, access } as unknown as Route;
      expect(() => mountRoutes([broken], services)).toThrow(/GET \/x has no valid access declaration/);
      expect(() => assertAccess(access, 'x')).toThrow();
    }
  });

  it('accepts a parameter rule naming a parameter of its path', () => {
    const byFolder = { param: 'folder', cases: { a: 'superAdmin' }, otherwise: { anyOf: ['superAdmin'] } };
    expect(() => assertAccess(byFolder, 'POST /x/:folder')).not.toThrow();
  });

  it('refuses a route declared twice', () => {
    const one = route({ method: 'get', path: '/x', access: 'public', handler });
    expect(() => mountRoutes([one, { ...one, path: '/X' }], services)).toThrow(/declared twice/);
  });
});
