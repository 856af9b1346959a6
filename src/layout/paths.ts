/** Admin pages of this area, as paths under the admin basename (/admin), and the login page. */
export const ADMIN_PAGES = {
  dashboard: 'dashboard',
  noPermission: 'nopermission',
  profile: 'user-profile',
  changePassword: 'user-changepassword',
} as const;

/** `${basename}/${page}` without a double slash when the basename is empty or ends with one. */
export const adminPath = (basename: string, page: string): string =>
  `${basename.replace(/\/+$/, '')}/${page.replace(/^\/+/, '')}`;
