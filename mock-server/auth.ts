/**
 * Sessions and access. Tokens are random (32 bytes, hex), kept server-side as sha256 hashes with a
 * 12 hour lifetime. Every request reads the admin fresh from the store, so a permission change or a
 * deactivation applies at once. Access rules are the app's own (src/domain/permissions.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import {
  isAction,
  MODULE_OPERATIONS,
  RESOURCE_MODULES,
  canAccess,
  canInGroup,
  fullPermissionSet,
  type ModuleGroup,
  type ModuleName,
  type Action,
  type Operation,
  type PermissionResource,
  type PermissionSet,
} from '../src/domain/permissions';
import type { AdminProfile } from '../src/domain/types';
import { ApiError } from './http';
import type { Admin, Db, Session } from './types';

export const BCRYPT_COST = 10;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** The rules that need a permission check beyond a valid token. */
export type GuardedAccess =
  | 'superAdmin'
  | { module: ModuleName | ModuleGroup; operation: Operation }
  | { resource: PermissionResource; action: Action }
  /** Any one of the rules grants (a list that View, Edit or Delete may open). */
  | { anyOf: readonly GuardedAccess[] }
  /** The rule depends on a path parameter (an upload folder, a target status); `otherwise` for any other value. */
  | { param: string; cases: Readonly<Record<string, GuardedAccess>>; otherwise: GuardedAccess };

/**
 * What a route requires. There is no default: every route states one. 'authenticated' means every
 * signed-in admin, whatever its rights (the security matrix fails a route that denies one of them).
 */
export type Access = 'public' | 'authenticated' | GuardedAccess;

export interface AuthInfo {
  admin: Admin;
  session: Session;
  isSuperAdmin: boolean;
}

export const newId = () => randomBytes(12).toString('hex');
export const newToken = () => randomBytes(32).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const permissionsOf = (admin: Admin): PermissionSet =>
  admin.eRole === 'super' ? fullPermissionSet(true) : admin.aPermissions;

export function profileOf(admin: Admin): AdminProfile {
  const { _id, sEmail, sFullName, sMobileNumber, eCurrency, sCountry, eRole } = admin;
  return {
    _id,
    sEmail,
    sFullName,
    sMobileNumber,
    eCurrency,
    sCountry,
    eRole,
    aPermissions: permissionsOf(admin),
  };
}

/** A new secret for an admin: the token to hand out once, and the record that keeps only its hash. */
export function issueToken(adminId: string, now: number, ttlMs: number): { token: string; record: Session } {
  const token = newToken();
  const record = {
    _id: newId(),
    iAdminId: adminId,
    sTokenHash: hashToken(token),
    dCreatedAt: new Date(now).toISOString(),
    dExpiresAt: new Date(now + ttlMs).toISOString(),
  };
  return { token, record };
}

/** Starts a session and drops the expired ones, so the list does not grow forever. */
export function createSession(db: Db, admin: Admin, now: number): string {
  const { token, record } = issueToken(admin._id, now, SESSION_TTL_MS);
  db.sessions = db.sessions.filter((session) => Date.parse(session.dExpiresAt) > now);
  db.sessions.push(record);
  return token;
}

/**
 * Ends an admin's sessions. On a deactivation they stay as markers until they expire, so that the
 * next call of an open page hears why (401 account_inactive) rather than "session expired".
 */
export function endSessions(db: Db, adminId: string, deactivated = false): void {
  db.sessions = deactivated
    ? db.sessions.map((session) =>
        session.iAdminId === adminId ? { ...session, bAccountInactive: true } : session,
      )
    : db.sessions.filter((session) => session.iAdminId !== adminId);
}

/** The app sends the bare token; `Bearer <token>` is accepted too. */
function readToken(req: Request): string | undefined {
  const header = req.get('Authorization')?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '');
}

/** The stored record of a token (session or reset link); a malformed token matches nothing. */
export function findByToken<T extends { sTokenHash: string }>(
  items: readonly T[],
  token: string,
): T | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashToken(token);
  return items.find((item) => item.sTokenHash === hash);
}

export function authenticate(db: Db, req: Request, now: number): AuthInfo {
  const token = readToken(req);
  if (token === undefined) throw ApiError.of(401, 'token_missing');
  const session = findByToken(db.sessions, token);
  const admin = session && db.admins.find((item) => item._id === session.iAdminId);
  if (!session || !admin || Date.parse(session.dExpiresAt) <= now) throw ApiError.of(401, 'token_invalid');
  if (session.bAccountInactive && admin.eStatus === 'y') throw ApiError.of(401, 'token_invalid');
  // A deactivated account is told why its session ended (the app shows it on the login page).
  if (admin.eStatus !== 'y') throw ApiError.of(401, 'account_inactive');
  return { admin, session, isSuperAdmin: admin.eRole === 'super' };
}

/** The one rule of a parameter-dependent access that applies to these path parameters. */
function ruleFor(access: Extract<GuardedAccess, { param: string }>, params: Record<string, string>) {
  const value = params[access.param];
  return value !== undefined && Object.hasOwn(access.cases, value) ? access.cases[value] : access.otherwise;
}

function grants(auth: AuthInfo, access: GuardedAccess, params: Record<string, string>): boolean {
  if (auth.isSuperAdmin) return true;
  if (access === 'superAdmin') return false;
  if ('anyOf' in access) return access.anyOf.some((rule) => grants(auth, rule, params));
  if ('param' in access) return grants(auth, ruleFor(access, params), params);
  if ('module' in access)
    return canInGroup(auth.admin.aPermissions, groupOf(access.module), access.operation);
  return canAccess({ aPermissions: auth.admin.aPermissions }, access);
}

/** 403 unless the admin holds the rule; `params` are the request's path parameters. */
export function authorize(auth: AuthInfo, access: GuardedAccess, params: Record<string, string> = {}): void {
  if (grants(auth, access, params)) return;
  throw ApiError.of(403, access === 'superAdmin' ? 'super_admin_only' : 'forbidden');
}

const groupOf = (module: ModuleName | ModuleGroup): ModuleGroup =>
  typeof module === 'string' ? [module] : module;

/**
 * Rejects, at start, an access declaration that names no known rule (a typo must not open a route).
 * `where` is 'METHOD path': a parameter-dependent rule must name a parameter of the path.
 */
export function assertAccess(access: unknown, where: string): asserts access is Access {
  if (access === 'public' || access === 'authenticated') return;
  if (!isGuardedAccess(access, where)) throw new Error(`Route ${where} has no valid access declaration`);
}

function isGuardedAccess(access: unknown, where: string): boolean {
  if (access === 'superAdmin') return true;
  const value = (typeof access === 'object' && access !== null ? access : {}) as Record<string, unknown>;
  if (Array.isArray(value.anyOf)) {
    return value.anyOf.length > 0 && value.anyOf.every((rule) => isGuardedAccess(rule, where));
  }
  if (typeof value.param === 'string') {
    const cases = (typeof value.cases === 'object' && value.cases !== null ? value.cases : {}) as object;
    return (
      where.split('/').includes(`:${value.param}`) &&
      Object.values(cases).every((rule) => isGuardedAccess(rule, where)) &&
      isGuardedAccess(value.otherwise, where)
    );
  }
  const modules = typeof value.module === 'string' ? [value.module] : value.module;
  const moduleOk =
    Array.isArray(modules) &&
    modules.length > 0 &&
    modules.every((module) =>
      (MODULE_OPERATIONS as Record<string, readonly string[]>)[module]?.includes(String(value.operation)),
    );
  const resourceOk = Object.hasOwn(RESOURCE_MODULES, String(value.resource)) && isAction(value.action);
  return moduleOk || resourceOk;
}

/** Emails compare case-insensitively: one mailbox, one account. */
export const findAdminByEmail = (db: Db, email: string) => {
  const wanted = email.trim().toLowerCase();
  return db.admins.find((admin) => admin.sEmail.toLowerCase() === wanted);
};
