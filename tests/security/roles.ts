/**
 * The roles of suite 1, shared by its API half (permissionMatrix.test.ts) and its Chromium half
 * (tests/e2e/permissionMatrix.spec.ts): who they are, and the admins and tokens that stand for them
 * in a seeded data file. No test runner imported here: vitest and Playwright both load it.
 */
import { SESSION_TTL_MS, issueToken } from '../../mock-server/auth';
import type { Admin, Db } from '../../mock-server/types';
import {
  MODULES,
  MODULE_OPERATIONS,
  permissionSetFrom,
  type ModuleName,
  type Operation,
} from '../../src/domain/permissions';
import { ACCOUNTS } from '../fixtures/accounts';

export type Grants = Partial<Record<ModuleName, readonly Operation[]>>;

/** Who calls. `signedIn` roles hold a live session; the others must always be refused (401, login page). */
export interface Role {
  name: string;
  signedIn: boolean;
  superAdmin?: boolean;
  grants?: Grants;
}

export const ROLES: Role[] = [
  { name: 'super admin', signedIn: true, superAdmin: true },
  ...MODULES.map((module) => ({
    name: `only ${module}`,
    signedIn: true,
    grants: { [module]: MODULE_OPERATIONS[module] },
  })),
  {
    name: 'View everywhere',
    signedIn: true,
    grants: Object.fromEntries(MODULES.map((module) => [module, ['View']])),
  },
  { name: 'no permission', signedIn: true, grants: {} },
  { name: 'inactive', signedIn: false },
  { name: 'no token', signedIn: false },
  { name: 'logged-out token', signedIn: false },
  { name: 'expired token', signedIn: false },
  { name: 'malformed token', signedIn: false },
];

export const NOBODY_EMAIL = ACCOUNTS.nobody.sEmail;

/** A session record made directly in the data file: no bcrypt login per token, and any expiry. */
export function mintSession(db: Db, adminId: string, ttlMs = SESSION_TTL_MS, now = Date.now()): string {
  const { token, record } = issueToken(adminId, now, ttlMs);
  db.sessions.push(record);
  return token;
}

export interface RoleAccounts {
  /** The admin behind each signed-in role. */
  admins: Map<Role, Admin>;
  /** A token for a refused role; a new one per call (a refused token may end its session). */
  deadToken(role: Role): string | undefined;
  /** Tokens handed out for 'logged-out token': the caller logs each out through the API. */
  toLogOut: string[];
}

/**
 * Adds to a seeded data file an active sub-admin per signed-in role (the super admin and
 * nobody@example.com are the seed's own) and an inactive sub-admin holding every right. Dead tokens
 * are minted into `db` as they are asked for, so ask for all of them before the data file is written.
 */
export function setUpRoles(db: Db): RoleAccounts {
  const byEmail = (email: string) => db.admins.find((admin) => admin.sEmail === email);
  const superAdmin = db.admins.find((admin) => admin.eRole === 'super');
  const nobody = byEmail(NOBODY_EMAIL);
  if (!superAdmin || !nobody) throw new Error(`The seed lost its super admin or ${NOBODY_EMAIL}`);
  // The roles assume nobody@example.com holds nothing: make sure the seed agrees.
  if (JSON.stringify(nobody.aPermissions).includes('"true"'))
    throw new Error(`${NOBODY_EMAIL} holds a right in the seed`);
  const base = { ...nobody, eRole: 'sub' as const, eStatus: 'y' as const };
  const adminFor = (role: Role): Admin => {
    if (role.superAdmin) return superAdmin;
    if (role.name === 'no permission') return nobody;
    const _id = `5ec0000000000000000${String(ROLES.indexOf(role)).padStart(5, '0')}`;
    const admin = {
      ...base,
      _id,
      sEmail: `role${_id}@example.com`,
      aPermissions: permissionSetFrom(role.grants ?? {}),
    };
    db.admins.push(admin);
    return admin;
  };
  const admins = new Map(ROLES.filter((role) => role.signedIn).map((role) => [role, adminFor(role)]));
  const inactive: Admin = {
    ...base,
    _id: '5ec0000000000000000fffff',
    sEmail: 'inactive@example.com',
    eStatus: 'n',
    aPermissions: permissionSetFrom(MODULE_OPERATIONS),
  };
  db.admins.push(inactive);
  const toLogOut: string[] = [];
  const deadToken = (role: Role): string | undefined => {
    switch (role.name) {
      case 'inactive':
        return mintSession(db, inactive._id);
      case 'expired token':
        return mintSession(db, superAdmin._id, -1);
      case 'malformed token':
        return 'Bearer not-a-token"<x>';
      case 'logged-out token': {
        const token = mintSession(db, superAdmin._id);
        toLogOut.push(token);
        return token;
      }
      default:
        return undefined;
    }
  };
  return { admins, deadToken, toLogOut };
}
