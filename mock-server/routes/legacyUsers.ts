/**
 * The older user form's two calls (platform.md s.7, "Legacy"): POST /superadmin/user-registration adds
 * a sub-admin whose permissions come from its role and access (src/domain/legacyUser.ts, the one
 * table), PUT /superadmin/user/{id} edits one. They are sub-admin calls by another name: the same
 * rights (Subadmin Add, Edit), the same escalation and email rules (./subadmins.ts), the same record.
 * The older form's own fields are kept beside it (`oLegacy`) and answered with it.
 *
 * (choice, docs/api.md) An edit replaces aPermissions only when it changes the role or the access
 * (or sets them for the first time): otherwise what the permission matrix refined stays.
 */
import {
  legacyFullName,
  legacyPermissions,
  legacyUserCreateSchema,
  legacyUserUpdateSchema,
  type LegacyUserFields,
  type LegacyUserUpdateInput,
} from '../../src/domain/legacyUser';
import { normalizePermissions } from '../../src/domain/subadmin';
import type { AuthInfo } from '../auth';
import { ApiError } from '../http';
import { route } from '../routeTable';
import type { Admin, Db } from '../types';
import {
  createSubadmin,
  findSubadmin,
  record,
  requireFreeEmail,
  requireGrantable,
  requireOutranks,
} from './subadmins';

const USER_NAME_TAKEN = 'gd.legacyUsers.server.user_name_taken';

/** A user name names one account of the older form (compared without case, as emails are). */
function requireFreeUserName(db: Db, userName: string, ownId?: string): void {
  const wanted = userName.toLowerCase();
  const owner = db.admins.find((admin) => admin.oLegacy?.sUserName.toLowerCase() === wanted);
  if (owner && owner._id !== ownId) throw new ApiError(409, USER_NAME_TAKEN);
}

/** Both uniqueness rules, in the order of docs/api.md (email first). */
function requireFree(db: Db, body: { sEmail: string; sUserName: string }, ownId?: string): void {
  requireFreeEmail(db, body.sEmail, ownId);
  requireFreeUserName(db, body.sUserName, ownId);
}

const legacyFields = (body: LegacyUserUpdateInput, kept?: LegacyUserFields): LegacyUserFields => ({
  sFirstName: body.sFirstName,
  sLastName: body.sLastName,
  sUserName: body.sUserName,
  sJobTitle: body.sJobTitle,
  // Left out together: the pair the account had (if any) still describes how its rights were chosen.
  ...(body.eRole === undefined
    ? { eRole: kept?.eRole, eAccess: kept?.eAccess }
    : { eRole: body.eRole, eAccess: body.eAccess }),
  sSensorType: body.sSensorType,
  nSensorId: body.nSensorId,
});

/** The permissions after an edit: the table's when the role or access changed, else the stored ones. */
function permissionsAfter(target: Admin, { eRole, eAccess }: LegacyUserUpdateInput): Admin['aPermissions'] {
  const kept = target.oLegacy;
  if (eRole === undefined || eAccess === undefined || (eRole === kept?.eRole && eAccess === kept?.eAccess))
    return normalizePermissions(target.aPermissions);
  return legacyPermissions(eRole, eAccess);
}

function checkTarget(auth: AuthInfo, db: Db, id: string): Admin {
  const target = findSubadmin(db, id);
  requireOutranks(auth, target);
  return target;
}

export const legacyUserRoutes = [
  route({
    method: 'post',
    path: '/superadmin/user-registration',
    access: { resource: 'subadmin', action: 'create' },
    body: legacyUserCreateSchema,
    async handler(context) {
      const { auth, body } = context;
      // The schema always sets the access (Admin forces Write); were it missing, the least applies.
      const aPermissions = legacyPermissions(body.eRole, body.eAccess ?? 'Read');
      requireGrantable(auth, aPermissions);
      const fields = {
        sEmail: body.sEmail,
        sFullName: legacyFullName(body.sFirstName, body.sLastName),
        sPassword: body.sPassword,
        aPermissions,
        // The older form has no phone fields: empty, as an edit of the current form may leave them.
        sCountryCode: '',
        sMobileNumber: '',
        oLegacy: legacyFields(body),
      };
      const admin = await createSubadmin(context, fields, (db) => requireFree(db, body));
      return { status: 201, message: 'subadmin_created', data: record(admin) };
    },
  }),
  route({
    method: 'put',
    path: '/superadmin/user/:id',
    access: { resource: 'subadmin', action: 'edit' },
    body: legacyUserUpdateSchema,
    async handler({ auth, body, params, store, now }) {
      const target = checkTarget(auth, store.data, params.id);
      const aPermissions = permissionsAfter(target, body);
      requireGrantable(auth, aPermissions);
      requireFree(store.data, body, target._id);
      Object.assign(target, {
        sEmail: body.sEmail,
        sFullName: legacyFullName(body.sFirstName, body.sLastName),
        aPermissions,
        oLegacy: legacyFields(body, target.oLegacy),
        dUpdatedAt: new Date(now()).toISOString(),
      });
      await store.save();
      return { message: 'subadmin_updated', data: record(target) };
    },
  }),
];
