/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { enc, pick, type ResourceTable } from '../api/endpoints';

/** The react-admin resource of the sub-admins (and of the older user form's accounts). */
export const SUBADMIN_RESOURCE = 'subadmin';

export const endpoints = {
  // platform.md s. 7; bodies list the spec's fields only (password and confirmation on create only).
  subadmin: {
    list: {
      path: '/admin/subadmin/list',
      searchBy: 'sFullName',
      searchFields: ['sFullName', 'sEmail', 'sMobileNumber'],
    },
    getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
    create: {
      method: 'POST',
      path: () => '/admin/subadmin',
      body: (data) =>
        pick(data, [
          'sEmail',
          'sFullName',
          'aPermissions',
          'sCountryCode',
          'sMobileNumber',
          'sPassword',
          'sConfirmPassword',
        ]),
    },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/subadmin/${enc(id)}`,
      body: ({ data }) =>
        pick(data, ['sEmail', 'sFullName', 'aPermissions', 'sCountryCode', 'sMobileNumber']),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/subadmin/${enc(id)}` },
    status: {
      method: 'POST',
      path: () => '/admin/subadmin/changestatus',
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
} satisfies ResourceTable;
