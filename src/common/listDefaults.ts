import type { GetListParams, ListParams, SortPayload } from 'react-admin';

/**
 * The spec's list defaults (section 1): newest first, 10 rows a page. AdminList applies them, and a
 * page's rows fetched ahead of its first render (fetchedAhead.ts) ask for the same page.
 */
export const LIST_DEFAULTS: { sort: SortPayload; perPage: number } = {
  sort: { field: 'dCreatedAt', order: 'DESC' },
  perPage: 10,
};

/** Which list a page shows, in react-admin's terms: the props its List and the prefetch share. */
export interface ListIdentity {
  resource: string;
  /** Where react-admin keeps the list's chosen sort, page and filters. */
  storeKey: string;
  /** The list's permanent filter (List's `filter` prop). */
  filter: Record<string, unknown>;
}

/** A list's first page as react-admin's List asks for it when nothing has changed its defaults. */
export const defaultListParams = (list: ListIdentity): GetListParams => ({
  pagination: { page: 1, perPage: LIST_DEFAULTS.perPage },
  sort: LIST_DEFAULTS.sort,
  filter: { ...list.filter },
});

/** A list's choices as react-admin's store keeps them: unset ones may be null. */
export type StoredListParams = { [Key in keyof ListParams]?: ListParams[Key] | null };

/**
 * Whether a list opens at its defaults: no query string, and no sort, page, page size or filter kept
 * in react-admin's store. The test of ra-core's hasCustomParams, without ra-core's list controller
 * (src/firstRows.ts runs before react-admin has arrived); tests/unit/listDefaults.test.ts compares them.
 */
export function opensAtDefaults(search: string, stored: StoredListParams | null | undefined): boolean {
  if (search.length > 1) return false;
  if (!stored || !stored.filter) return true;
  return !(
    Object.keys(stored.filter).length > 0 ||
    stored.order != null ||
    stored.page !== 1 ||
    stored.perPage != null ||
    stored.sort != null
  );
}

/** The lists a page opens, by path pattern: the rows a cold load asks for ahead (fetchedAhead.ts). */
export type FirstLists = Readonly<Record<string, ListIdentity>>;
