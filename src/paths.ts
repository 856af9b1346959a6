/** The app's own paths (platform.md section 2), in one place for the router, redirects and links. */

export const LOGIN_PATH = '/auth/login';
export const FORGOT_PATH = '/auth/forgot';
export const RESET_PATH = '/auth/reset/:token';
/** The API reference (Scalar over the API's openapi.json): public. */
export const API_DOCS_PATH = '/api-docs';

export const ADMIN_BASENAME = '/admin';

/** The shell's own pages, under the admin basename; each feature declares its pages in its module (src/features.ts). */
export const ADMIN_PAGES = {
  dashboard: 'dashboard',
  noPermission: 'nopermission',
  profile: 'user-profile',
  changePassword: 'user-changepassword',
} as const;

/** `${basename}/${page}` without a double slash when the basename is empty or ends with one. */
export const adminPath = (basename: string, page: string): string =>
  `${basename.replace(/\/+$/, '')}/${page.replace(/^\/+/, '')}`;

export const ADMIN_HOME = adminPath(ADMIN_BASENAME, ADMIN_PAGES.dashboard);
