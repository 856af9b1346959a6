/** RESOURCES: react-admin resource -> its list/getOne/create/update/delete/status calls (see ./index.ts). */
import { capKycFilter } from '../../domain/format';
import { CATEGORY_FIELDS } from '../../domain/catalogue';
import { GIFT_CARD_FIELDS, REDEEM_CARD_FIELDS } from '../../domain/cards';
import { enc, pick, type ResourceTable } from './types';

/** PUT admin/user/{id} (edit): the body the spec names, email included (read-only, sent back as stored). */
const CUSTOMER_EDIT_FIELDS = ['sFullName', 'sMobileNumber', 'sEmail', 'eCurrency', 'sCountry'] as const;

/** One entry per resource (the example is in ./index.ts). */
export const RESOURCES: ResourceTable = {
  // platform.md s. 7; bodies list the spec's fields only (password and confirmation on create only).
  subadmin: {
    list: { path: '/admin/subadmin/list', searchBy: 'sFullName' },
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
  // catalogue-and-orders.md s.7: the shared customer list; the status switch and the edit share PUT admin/user/{id}.
  customers: {
    list: { path: '/admin/user/list', searchBy: 'sFullName' },
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
  // platform.md s.7: the KYC lists are the customer list with where/where_value; a record is GET admin/kyc/{userId}.
  kyc: {
    list: {
      path: '/admin/user/list',
      searchBy: 'sFullName',
      capSearch: capKycFilter,
      searchFilters: { sEmail: 'sEmail' },
    },
    getOne: { method: 'GET', path: (id) => `/admin/kyc/${enc(id)}` },
  },
  category: {
    list: { path: '/admin/categories', method: 'GET', searchBy: 'sTitle' },
    getOne: { method: 'GET', path: (id) => `/admin/categories/${enc(id)}` },
    create: { method: 'POST', path: () => '/admin/categories', body: (data) => pick(data, CATEGORY_FIELDS) },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/categories/${enc(id)}`,
      body: ({ data }) => pick(data, CATEGORY_FIELDS),
    },
    // Removal is the status Deleted (section 4): the record leaves every list.
    delete: { method: 'PUT', path: (id) => `/admin/categories/Deleted/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id, status }) => `/admin/categories/${enc(String(status))}/${enc(id)}`,
    },
  },
  giftCards: {
    list: { path: '/admin/giftcards/list', paging: 'nStart', searchBy: 'sTitle' },
    getOne: { method: 'GET', path: (id) => `/admin/giftcards/${enc(id)}` },
    create: { method: 'POST', path: () => '/admin/giftcards', body: (data) => pick(data, GIFT_CARD_FIELDS) },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/giftcards/${enc(id)}`,
      body: ({ data }) => pick(data, GIFT_CARD_FIELDS),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/giftcards/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id }) => `/admin/giftcards/${enc(id)}`,
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
  redeemCards: {
    list: { path: '/admin/redeemcards/list', paging: 'nStart', searchBy: 'sCode' },
    getOne: { method: 'GET', path: (id) => `/admin/redeemcards/${enc(id)}` },
    create: {
      method: 'POST',
      path: () => '/admin/redeemcards',
      body: (data) => pick(data, REDEEM_CARD_FIELDS),
    },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/redeemcards/${enc(id)}`,
      body: ({ data }) => pick(data, REDEEM_CARD_FIELDS),
    },
    delete: { method: 'DELETE', path: (id) => `/admin/redeemcards/${enc(id)}` },
    status: {
      method: 'PUT',
      path: ({ id }) => `/admin/redeemcards/${enc(id)}`,
      body: ({ id, status }) => ({ _id: id, eStatus: status }),
    },
  },
  // The audit trail: a proposed extension (docs/api.md), absent from the real API (404). Filters pass
  // through as body keys: sAction, sResource, iRecordId, iAdminId, dFrom, dTo.
  audit: {
    list: { path: '/admin/audit/list', paging: 'nStart', searchBy: 'sAdminEmail', extension: 'audit' },
  },
  // platform.md s.7: a page is addressed by its key; the GET answers every page, paged in the browser.
  settings: {
    idField: 'sKey',
    list: { path: '/admin/settings', method: 'GET', searchBy: 'sTitle' },
    update: {
      method: 'PUT',
      path: ({ id }) => `/admin/settings/${enc(id)}`,
      body: ({ data }) => pick(data, ['sTitle', 'sValue']),
    },
  },
  // The `push` resource is the history of sent pushes: a proposed extension (docs/api.md), absent from the real API (404).
  push: { list: { path: '/push/list', searchBy: 'sTitle', extension: 'pushHistory' } },
  // catalogue-and-orders.md s.7: order lists page with nStart/nLimit; the filter searches the order id.
  orders: { list: { path: '/admin/orders', paging: 'nStart', searchBy: 'sOrderId' } },
  sellOrders: {
    list: { path: '/admin/sellorders', paging: 'nStart', searchBy: 'sOrderId' },
    getOne: { method: 'GET', path: (id) => `/admin/order-sell/${enc(id)}` },
  },
  // The customer view lists these with filter { search_by: 'sEmail', search: <email> } (exact match).
  transactions: { list: { path: '/admin/transactions', paging: 'nStart', searchBy: 'sOrderId' } },
  walletTransactions: {
    list: { path: '/admin/transactions-wallet', paging: 'nStart', searchBy: 'sOrderId' },
    // Beyond the spec: without it the record is looked up through the list call (dataProvider.ts).
    getOne: {
      method: 'GET',
      path: (id) => `/admin/transaction-wallet/${enc(id)}`,
      extension: 'walletTransaction',
    },
  },
};
