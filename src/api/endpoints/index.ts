/**
 * The shapes of the API's calls (docs/api.md) and the named calls every screen shares.
 * - CALLS: named calls (session, profile, dashboard), each a method, a path builder and a body mapping.
 * - A resource's calls (list/getOne/create/update/delete/status) live in its feature's `endpoints.ts`,
 *   a `ResourceTable` the shell composes (src/features.ts) for the generic data provider. For example
 *   (platform.md s. 7):
 *
 *   export const endpoints = {
 *     subadmin: {
 *       list: { path: '/admin/subadmin/list', paging: 'start', searchBy: 'sFullName' },
 *       getOne: { method: 'GET', path: (id) => `/admin/subadmin/${enc(id)}` },
 *       create: { method: 'POST', path: () => '/admin/subadmin', body: (data) => pick(data, FIELDS) },
 *       delete: { method: 'DELETE', path: (id) => `/admin/subadmin/${enc(id)}` },
 *       status: { method: 'POST', path: () => '/admin/subadmin/changestatus',
 *                 body: ({ id, status }) => ({ _id: id, eStatus: status }) },
 *     },
 *   } satisfies ResourceTable;
 *
 * Pure data and functions: the public pages import it without pulling react-admin's UI.
 */
export * from './types';
export { CALLS } from './calls';
