/** The older user form's calls (platform.md s.7, "Legacy"; the shape: src/api/endpoints/index.ts). */
import { enc, pick, type ResourceTable } from '../api/endpoints';

/** The older form's fields an edit sends; an add sends the passwords too. */
const FIELDS = [
  'sFirstName',
  'sLastName',
  'sUserName',
  'sEmail',
  'sJobTitle',
  'eRole',
  'eAccess',
  'sSensorType',
  'nSensorId',
] as const;

export const LEGACY_USER_RESOURCE = 'legacyUser';

export const endpoints = {
  // Its own resource name, so that its record (read by the spec's sub-admin call, legacy fields
  // included) is never a sub-admin list row from react-admin's cache.
  [LEGACY_USER_RESOURCE]: {
    getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
    create: {
      method: 'POST',
      path: () => '/superadmin/user-registration',
      body: (data) => pick(data, [...FIELDS, 'sPassword', 'sConfirmPassword']),
    },
    update: {
      method: 'PUT',
      path: ({ id }) => `/superadmin/user/${enc(id)}`,
      body: ({ data }) => pick(data, FIELDS),
    },
  },
} satisfies ResourceTable;
