/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { GIFT_CARD_FIELDS } from '../domain/cardFields';
import { enc, pick, type ResourceTable } from '../api/endpoints';

export const endpoints = {
  giftCards: {
    list: {
      path: '/admin/giftcards/list',
      paging: 'nStart',
      searchBy: 'sTitle',
      searchFields: ['sTitle', 'sCategoryTitle', 'eCurrency'],
    },
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
} satisfies ResourceTable;
