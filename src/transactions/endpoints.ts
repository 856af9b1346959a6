/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { enc, type ResourceTable } from '../api/endpoints';

export const endpoints = {
  // The customer view lists these with filter { search_by: 'sEmail', search: <email> } (exact match).
  transactions: {
    list: {
      path: '/admin/transactions',
      paging: 'nStart',
      searchBy: 'sOrderId',
      searchFields: ['sOrderId', 'sEmail', 'sFullName', 'eGateway'],
    },
  },
  walletTransactions: {
    list: {
      path: '/admin/transactions-wallet',
      paging: 'nStart',
      searchBy: 'sOrderId',
      // _id: a record is found through the list where the API has no record call (dataProvider.ts).
      searchFields: ['sOrderId', 'sEmail', 'sFullName', 'sType', '_id'],
    },
    // Beyond the spec: without it the record is looked up through the list call (dataProvider.ts).
    getOne: {
      method: 'GET',
      path: (id) => `/admin/transaction-wallet/${enc(id)}`,
      extension: 'walletTransaction',
    },
  },
} satisfies ResourceTable;
