/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { enc, pick, type ResourceTable } from '../api/endpoints';
import { CUSTOMER_SEARCH_FIELDS } from '../domain/customerRecords';

/** PUT admin/user/{id} (edit): the body the spec names, email included (read-only, sent back as stored). */
const CUSTOMER_EDIT_FIELDS = ['sFullName', 'sMobileNumber', 'sEmail', 'eCurrency', 'sCountry'] as const;

export const endpoints = {
  // catalogue-and-orders.md s.7: the shared customer list; the status switch and the edit share PUT admin/user/{id}.
  customers: {
    list: {
      path: '/admin/user/list',
      searchBy: 'sFullName',
      searchFields: CUSTOMER_SEARCH_FIELDS,
      whereFilters: { sKycStatus: 'sKycStatus' },
    },
    getOne: { method: 'GET', path: (id) => `/admin/user/${enc(id)}` },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/user/${enc(id)}`,
      body: ({ data }) => pick(data, CUSTOMER_EDIT_FIELDS),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/customer/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id }) => `/admin/user/${enc(id)}`,
      body: ({ status }) => ({ eStatus: status }),
    },
  },
} satisfies ResourceTable;
