/**
 * The one permission model, shared by the app (authProvider.canAccess, menu, column hiding,
 * redirects) and the mock server (route guard). Pure: no React, no I/O. One import path for its two
 * parts: the permission sets the API sends, and the access of resources and actions built on them.
 */
export * from './permissionSets';
export * from './resourceAccess';
