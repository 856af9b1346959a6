/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { capKycFilter } from '../domain/format';
import { enc, type ResourceTable } from '../api/endpoints';
import { CUSTOMER_SEARCH_FIELDS } from '../domain/customerRecords';

export const endpoints = {
  // platform.md s.7: the KYC lists are the customer list with where/where_value; a record is GET admin/kyc/{userId}.
  kyc: {
    list: {
      path: '/admin/user/list',
      searchBy: 'sFullName',
      searchFields: CUSTOMER_SEARCH_FIELDS,
      capSearch: capKycFilter,
      searchFilters: { sEmail: 'sEmail' },
    },
    getOne: { method: 'GET', path: (id) => `/admin/kyc/${enc(id)}` },
  },
} satisfies ResourceTable;
