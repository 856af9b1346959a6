/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { enc, type ResourceTable } from '../api/endpoints';

/** search_by of the order lists (s.7 sends search with search_by): the order's own text fields. */
export const ORDER_SEARCH_FIELDS = ['sOrderId', 'sEmail', 'sFullName', 'sTitle'] as const;

export const endpoints = {
  // catalogue-and-orders.md s.7: order lists page with nStart/nLimit; the filter searches the order id.
  orders: {
    list: {
      path: '/admin/orders',
      paging: 'nStart',
      searchBy: 'sOrderId',
      searchFields: ORDER_SEARCH_FIELDS,
    },
  },
  sellOrders: {
    list: {
      path: '/admin/sellorders',
      paging: 'nStart',
      searchBy: 'sOrderId',
      searchFields: ORDER_SEARCH_FIELDS,
    },
    getOne: { method: 'GET', path: (id) => `/admin/order-sell/${enc(id)}` },
  },
} satisfies ResourceTable;
