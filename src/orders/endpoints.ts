/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { enc, type ResourceTable } from '../api/endpoints';

export const endpoints = {
  // catalogue-and-orders.md s.7: order lists page with nStart/nLimit; the filter searches the order id.
  orders: { list: { path: '/admin/orders', paging: 'nStart', searchBy: 'sOrderId' } },
  sellOrders: {
    list: { path: '/admin/sellorders', paging: 'nStart', searchBy: 'sOrderId' },
    getOne: { method: 'GET', path: (id) => `/admin/order-sell/${enc(id)}` },
  },
} satisfies ResourceTable;
