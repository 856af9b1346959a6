import { ADMIN_BASENAME, ADMIN_PAGES, adminPath } from '../paths';

export const CATEGORY_RESOURCE = 'category';
export const CATEGORY_LIST_PATH = adminPath(ADMIN_BASENAME, CATEGORY_RESOURCE);
export const CATEGORY_CREATE_PATH = adminPath(ADMIN_BASENAME, ADMIN_PAGES.categoryCreate);
export const categoryEditPath = (id: string | number) =>
  `${CATEGORY_LIST_PATH}/${encodeURIComponent(String(id))}/edit`;
export const categoryViewPath = (id: string | number) =>
  `${CATEGORY_LIST_PATH}/${encodeURIComponent(String(id))}`;

/** The tile of the list (s.2): 300 px high, at most 220 px wide. */
export const TILE = { height: 300, maxWidth: 220 } as const;
