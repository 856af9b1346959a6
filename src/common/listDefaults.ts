import type { SortPayload } from 'react-admin';

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

/**
 * The first page of rows as react-admin's List asks for it when nothing has changed its defaults:
 * what a cold load fetches ahead (fetchedAhead.ts, and its call sent with the verify's answer,
 * src/listsAhead.ts).
 */
export const defaultListParams = (list: ListIdentity) => ({
  pagination: { page: 1, perPage: LIST_DEFAULTS.perPage },
  sort: LIST_DEFAULTS.sort,
  filter: { ...list.filter },
});
