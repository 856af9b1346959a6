/** The calls of this feature's resources (the shape and an example: src/api/endpoints/index.ts). */
import { enc, pick, type ResourceTable } from '../api/endpoints';

/** The react-admin resource of the settings pages. */
export const SETTINGS_RESOURCE = 'settings';

export const endpoints = {
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
} satisfies ResourceTable;
