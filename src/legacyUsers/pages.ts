/** The older form's pages under /admin (no React: the sub-admin screens link to them too). */
export const LEGACY_USER_PAGES = {
  legacyUserCreate: 'add/user',
  legacyUserEdit: 'user/:id',
} as const;

export const legacyUserEditPath = (id: string | number) =>
  LEGACY_USER_PAGES.legacyUserEdit.replace(':id', encodeURIComponent(String(id)));
