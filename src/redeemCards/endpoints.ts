/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { REDEEM_CARD_FIELDS } from '../domain/cardFields';
import { enc, pick, type ResourceTable } from '../api/endpoints';

export const endpoints = {
  redeemCards: {
    // Codes are secrets: the list is searched by code only (the mock never searches or sorts by pin).
    list: { path: '/admin/redeemcards/list', paging: 'nStart', searchBy: 'sCode', searchFields: ['sCode'] },
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
} satisfies ResourceTable;
