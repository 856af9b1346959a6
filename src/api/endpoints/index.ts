/**
 * The one table of API calls (docs/api.md): every path the app calls is declared here, once.
 * - CALLS: named calls (session, profile, dashboard), each a method, a path builder and a body mapping.
 * - RESOURCES: react-admin resource -> its list/getOne/create/update/delete/status calls, read by the
 *   generic data provider (dataProvider.ts). Adding a resource is one entry, e.g. (platform.md s. 7):
 *
 *   subadmin: {
 *     list: { path: '/admin/subadmin/list', paging: 'start', searchBy: 'sFullName' },
 *     getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
 *     create: { method: 'POST', path: () => '/admin/subadmin', body: (data) => pick(data, SUBADMIN_FIELDS) },
 *     update: { method: 'PUT', path: ({ id }) => `/admin/subadmin/${enc(id)}`, body: ({ data }) => pick(data, ...) },
 *     delete: { method: 'DELETE', path: (id) => `/admin/subadmin/${enc(id)}` },
 *     status: { method: 'POST', path: () => '/admin/subadmin/changestatus',
 *               body: ({ id, status }) => ({ _id: id, eStatus: status }) },
 *   },
 *
 * Pure data and functions: the public pages import it without pulling react-admin's UI.
 */
export * from './types';
export { RESOURCES } from './resources';
export { CALLS } from './calls';
