/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { CATEGORY_FIELDS } from '../domain/catalogue';
import { enc, pick, type ResourceTable } from '../api/endpoints';

export const endpoints = {
  category: {
    // The whole list comes at once: searched in the browser (records.ts queryWhole).
    list: {
      path: '/admin/categories',
      method: 'GET',
      searchBy: 'sTitle',
      searchFields: ['sTitle', 'sCategory'],
    },
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
} satisfies ResourceTable;
