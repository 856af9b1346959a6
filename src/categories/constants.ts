import { ADMIN_BASENAME, adminPath } from '../paths';

export const CATEGORY_RESOURCE = 'category';
/** The spec's add path (platform.md s.2). */
export const CATEGORY_CREATE_PAGE = 'add/category';
export const CATEGORY_LIST_PATH = adminPath(ADMIN_BASENAME, CATEGORY_RESOURCE);
export const CATEGORY_CREATE_PATH = adminPath(ADMIN_BASENAME, CATEGORY_CREATE_PAGE);
export const categoryEditPath = (id: string | number) =>
  `${CATEGORY_LIST_PATH}/${encodeURIComponent(String(id))}/edit`;
export const categoryViewPath = (id: string | number) =>
  `${CATEGORY_LIST_PATH}/${encodeURIComponent(String(id))}`;

/** The tile of the list (s.2): 300 px high, at most 220 px wide. */
export const TILE = { height: 300, maxWidth: 220 } as const;
