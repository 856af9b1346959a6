/**
 * A cold load of a list page asks for its first rows the moment the session's verify has answered
 * (src/auth/warmUp.ts): from the session's chunk, which has no React, rather than once the admin's
 * shell has been evaluated, 300 to 500 ms later on a 2-core machine (issue 23). The shell's own
 * fetch ahead (common/fetchedAhead.ts) then makes the same call, and http.ts hands it this answer.
 * Only the call the list will make: with a query string or stored choices it asks for other rows,
 * and nothing goes out here.
 */
import type { ResourceTable } from './api/endpoints';
import { sendAhead } from './api/http';
import { DEFAULT_ID_FIELD, listRequest } from './api/records';
import { readAdminStore } from './common/adminStore';
import {
  defaultListParams,
  opensAtDefaults,
  type FirstLists,
  type StoredListParams,
} from './common/listDefaults';
import type { AccessSubject } from './domain/permissions';
import { canAccess } from './domain/permissions';
import { ORDER_FIRST_LISTS } from './orders/pages';
import { endpoints as orderEndpoints } from './orders/endpoints';
import { pageEntry } from './pageModules';
import { TRANSACTION_FIRST_LISTS } from './transactions/pages';
import { endpoints as transactionEndpoints } from './transactions/endpoints';

/** Each feature's first lists with its endpoint table: the lists of features' `listsFetchedAhead`. */
const FIRST_LISTS: readonly { lists: FirstLists; endpoints: ResourceTable }[] = [
  { lists: ORDER_FIRST_LISTS, endpoints: orderEndpoints },
  { lists: TRANSACTION_FIRST_LISTS, endpoints: transactionEndpoints },
];

const BY_PAGE = FIRST_LISTS.map(({ lists, endpoints }) =>
  Object.fromEntries(
    Object.entries(lists).map(([page, list]) => [page, { list, resource: endpoints[list.resource] }]),
  ),
);

/** Sends the first rows of the list page at `pathname`, if the user may see them and it opens at its defaults. */
export function sendFirstRows(pathname: string, search: string, subject: AccessSubject): void {
  const first = pageEntry(BY_PAGE, pathname);
  const spec = first?.resource?.list;
  // A list beyond the spec is feature-detected by its own call (api/extensions.ts).
  if (!first || !spec || spec.extension) return;
  const { list, resource } = first;
  if (!canAccess(subject, { resource: list.resource, action: 'list' })) return;
  if (!opensAtDefaults(search, readAdminStore<StoredListParams>(list.storeKey))) return;
  sendAhead(spec.path, listRequest(spec, defaultListParams(list), resource.idField ?? DEFAULT_ID_FIELD));
}
