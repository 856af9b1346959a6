/**
 * Sub-admins (platform.md section 7): list, create, get, update, change status, delete. Only records
 * with eRole 'sub' are reachable: the super admin's id answers 404 like an unknown one. Rights are
 * read live from the store on every request (auth.ts), so a changed aPermissions or a deactivation
 * applies at the target's next call or token verify.
 *
 * Escalation rules (docs/api.md): a sub-admin caller cannot grant an operation it does not hold, and
 * cannot change, deactivate or delete a sub-admin that holds an operation it lacks (that would let it
 * move the email of a stronger account to its own mailbox and reset the password).
 */
import bcrypt from 'bcryptjs';
import {
  grantsBeyond,
  normalizePermissions,
  subadminCreateSchema,
  subadminStatusSchema,
  subadminUpdateSchema,
  type Subadmin,
} from '../../src/domain/subadmin';
import { splitFullName, type LegacyUserFields } from '../../src/domain/legacyUser';
import {
  BCRYPT_COST,
  endSessions,
  findAdminByEmail,
  newId,
  permissionsOf,
  type AuthInfo,
  type GuardedAccess,
} from '../auth';
import { ApiError } from '../http';
import type { ListConfig } from '../listQuery';
import { findOr404, listRoute } from '../records';
import { route, type AuthedContext } from '../routeTable';
import type { Admin, Db } from '../types';

const BASE = '/admin/subadmin';

/** A new sub-admin's own fields, as the current form (POST admin/subadmin) or the older one sends them. */
export type NewSubadmin = Pick<
  Admin,
  'sEmail' | 'sFullName' | 'aPermissions' | 'sCountryCode' | 'sMobileNumber' | 'oLegacy'
> & { sPassword: string };

/**
 * Adds a sub-admin, active, in US dollars, and saves. `requireFree` answers 409 on a taken email (or
 * user name): checked before the password's hash and again after it, as another request may have
 * taken it meanwhile.
 */
export async function createSubadmin(
  { store, now, settled }: Pick<AuthedContext<unknown>, 'store' | 'now' | 'settled'>,
  fields: NewSubadmin,
  requireFree: (db: Db) => void,
): Promise<Admin> {
  requireFree(store.data);
  const sPassword = await settled(bcrypt.hash(fields.sPassword, BCRYPT_COST));
  requireFree(store.data);
  const stamp = new Date(now()).toISOString();
  const admin: Admin = {
    ...fields,
    _id: newId(),
    sPassword,
    eRole: 'sub',
    eStatus: 'y',
    eCurrency: 'usd',
    sCountry: '',
    dCreatedAt: stamp,
    dUpdatedAt: stamp,
  };
  store.data.admins.push(admin);
  await store.save();
  return admin;
}

export const SUBADMIN_LIST_CONFIG: ListConfig<Admin> = {
  searchFields: ['sFullName', 'sEmail', 'sMobileNumber'],
  sortKeys: {
    sFullName: 'sFullName',
    sEmail: 'sEmail',
    sMobileNumber: 'sMobileNumber',
    sCountryCode: 'sCountryCode',
    eStatus: 'eStatus',
    dCreatedAt: 'dCreatedAt',
    _id: 'dCreatedAt',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: { eStatus: 'eStatus' },
};

/**
 * A sub-admin as every route answers it, list rows included: react-admin seeds its record cache
 * from list rows, so a row without aPermissions would open the edit form with an empty matrix.
 */
export function record(admin: Admin): Subadmin & Partial<LegacyUserFields> {
  const { _id, sEmail, sFullName, sCountryCode, sMobileNumber, eStatus, dCreatedAt, dUpdatedAt } = admin;
  return {
    // The older form's fields, when the account has them (the legacy edit form reads them here).
    ...admin.oLegacy,
    _id,
    sEmail,
    sFullName,
    sCountryCode,
    sMobileNumber,
    eStatus,
    aPermissions: normalizePermissions(admin.aPermissions),
    dCreatedAt,
    dUpdatedAt,
  };
}

export const findSubadmin = (db: Db, id: string): Admin =>
  findOr404(db.admins, (admin) => admin._id === id && admin.eRole === 'sub');

/** The list and one record open with any operation of the module: the spec opens the list so. */
const SUBADMIN_READERS: GuardedAccess = { resource: 'subadmin', action: 'list' };

export function requireOutranks(auth: AuthInfo, target: Admin): void {
  if (auth.isSuperAdmin) return;
  if (grantsBeyond(target.aPermissions, permissionsOf(auth.admin)).length > 0) {
    throw ApiError.of(403, 'subadmin_outranks');
  }
}

export function requireGrantable(auth: AuthInfo, perms: Admin['aPermissions']): void {
  if (auth.isSuperAdmin) return;
  if (grantsBeyond(perms, permissionsOf(auth.admin)).length > 0) {
    throw ApiError.of(403, 'subadmin_grant_forbidden');
  }
}

function requireNotSelf(auth: AuthInfo, target: Admin): void {
  if (auth.admin._id === target._id) throw ApiError.of(403, 'subadmin_self');
}

export function requireFreeEmail(db: Db, email: string, ownId?: string): void {
  const owner = findAdminByEmail(db, email);
  if (owner && owner._id !== ownId) throw ApiError.of(409, 'subadmin_email_taken');
}

export const subadminRoutes = [
  listRoute({
    path: `${BASE}/list`,
    access: SUBADMIN_READERS,
    message: 'subadmin_list_success',
    records: (db) => db.admins.filter((admin) => admin.eRole === 'sub'),
    config: SUBADMIN_LIST_CONFIG,
    present: record,
  }),
  route({
    method: 'post',
    path: `${BASE}/changestatus`,
    access: { resource: 'subadmin', action: 'status' },
    body: subadminStatusSchema,
    async handler({ auth, body, store, now }) {
      const target = findSubadmin(store.data, body._id);
      requireOutranks(auth, target);
      requireNotSelf(auth, target);
      target.eStatus = body.eStatus;
      target.dUpdatedAt = new Date(now()).toISOString();
      // A deactivated sub-admin is logged out everywhere at once.
      if (body.eStatus === 'n') endSessions(store.data, target._id, true);
      await store.save();
      return {
        message: body.eStatus === 'y' ? 'subadmin_activated' : 'subadmin_deactivated',
        data: record(target),
      };
    },
  }),
  route({
    method: 'post',
    path: BASE,
    access: { resource: 'subadmin', action: 'create' },
    body: subadminCreateSchema,
    async handler(context) {
      const { auth, body } = context;
      requireGrantable(auth, body.aPermissions);
      // Field by field: the body's other fields (the password's confirmation) are not the record's.
      const { sEmail, sFullName, sPassword, aPermissions, sCountryCode, sMobileNumber } = body;
      const fields = { sEmail, sFullName, sPassword, aPermissions, sCountryCode, sMobileNumber };
      const admin = await createSubadmin(context, fields, (db) => requireFreeEmail(db, sEmail));
      return { status: 201, message: 'subadmin_created', data: record(admin) };
    },
  }),
  route({
    method: 'get',
    path: `${BASE}/:id`,
    access: SUBADMIN_READERS,
    handler({ params, store }) {
      return { message: 'subadmin_fetched', data: record(findSubadmin(store.data, params.id)) };
    },
  }),
  route({
    method: 'put',
    path: `${BASE}/:id`,
    access: { resource: 'subadmin', action: 'edit' },
    body: subadminUpdateSchema,
    async handler({ auth, body, params, store, now }) {
      const target = findSubadmin(store.data, params.id);
      requireOutranks(auth, target);
      requireGrantable(auth, body.aPermissions);
      requireFreeEmail(store.data, body.sEmail, target._id);
      // An account of the older form keeps its first and last name in step with its full name.
      if (target.oLegacy && body.sFullName !== target.sFullName)
        target.oLegacy = { ...target.oLegacy, ...splitFullName(body.sFullName) };
      Object.assign(target, {
        sEmail: body.sEmail,
        sFullName: body.sFullName,
        sCountryCode: body.sCountryCode,
        sMobileNumber: body.sMobileNumber,
        aPermissions: body.aPermissions,
        dUpdatedAt: new Date(now()).toISOString(),
      });
      await store.save();
      return { message: 'subadmin_updated', data: record(target) };
    },
  }),
  route({
    method: 'delete',
    path: `${BASE}/:id`,
    access: { resource: 'subadmin', action: 'delete' },
    async handler({ auth, params, store }) {
      const target = findSubadmin(store.data, params.id);
      requireOutranks(auth, target);
      requireNotSelf(auth, target);
      const db = store.data;
      db.admins = db.admins.filter((admin) => admin._id !== target._id);
      endSessions(db, target._id);
      db.resetTokens = db.resetTokens.filter((token) => token.iAdminId !== target._id);
      await store.save();
      return { message: 'subadmin_deleted' };
    },
  }),
];
