import { ADMIN_BASENAME, ADMIN_PAGES, adminPath } from '../paths';

/** catalogue-and-orders.md s.2/s.4: after a category save the form returns to the list after 1.5 s. */
export const CATEGORY_SAVED_REDIRECT_MS = 1500;
/** s.1: toasts stay 4 s on lists and 5 s on forms. */
export const LIST_NOTICE_MS = 4000;
export const FORM_NOTICE_MS = 5000;

export const CATEGORY_RESOURCE = 'category';
export const CATEGORY_LIST_PATH = adminPath(ADMIN_BASENAME, CATEGORY_RESOURCE);
export const CATEGORY_CREATE_PATH = adminPath(ADMIN_BASENAME, ADMIN_PAGES.categoryCreate);
export const categoryEditPath = (id: string | number) =>
  `${CATEGORY_LIST_PATH}/${encodeURIComponent(String(id))}/edit`;
export const categoryViewPath = (id: string | number) =>
  `${CATEGORY_LIST_PATH}/${encodeURIComponent(String(id))}`;

/** The tile of the list (s.2): 300 px high, at most 220 px wide. */
export const TILE = { height: 300, maxWidth: 220 } as const;
