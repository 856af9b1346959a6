/**
 * A cold load of an order or transaction list sends the list's call as soon as the session's verify
 * answers, from the entry's page tables (src/pageModules.ts), not once the admin's code has been
 * evaluated: the admin's own fetch ahead of the page (common/fetchedAhead.ts) then asks for the very
 * same call and takes its answer (api/http.ts, sendAhead). With 100 ms per request, the list's call
 * left about 200 ms after the verify had answered, and the first row waited for its answer (issue 23).
 *
 * The same rules as the admin's fetch ahead, with what can be known this early: only the default
 * first page (no query string, nothing stored for the list), and only with the list right. Where the
 * two could disagree, this one sends nothing: the admin's fetch then asks for itself, as before.
 */
import { isInAdminStore } from './admin/adminStore';
import { sendAhead } from './api/http';
import { DEFAULT_ID_FIELD, listBody } from './api/records';
import type { ResourceTable } from './api/endpoints';
import { authProvider } from './auth/authProvider';
import { defaultListParams, type ListIdentity } from './common/listDefaults';
import { canAccess } from './domain/permissions';
import { endpoints as orderEndpoints } from './orders/endpoints';
import { ORDER_LISTS } from './orders/pages';
import { pageEntry } from './pagePatterns';
import { endpoints as transactionEndpoints } from './transactions/endpoints';
import { TRANSACTION_LIST_PAGES } from './transactions/pages';

/** The list pages whose rows a cold load fetches ahead (their features' `prefetch` too), by page. */
export const LISTS_AHEAD: readonly Readonly<Record<string, ListIdentity>>[] = [
  ORDER_LISTS,
  TRANSACTION_LIST_PAGES,
];
const LIST_CALLS: ResourceTable = { ...orderEndpoints, ...transactionEndpoints };

/** Sends the list call of the page at `pathname` once the verify has answered, when it is sure to be asked. */
export function sendListAhead(pathname: string, search: string): void {
  if (search.length > 1) return;
  const list = pageEntry(LISTS_AHEAD, pathname);
  if (!list || isInAdminStore(list.storeKey)) return;
  const resource = LIST_CALLS[list.resource];
  const call = resource?.list;
  // A GET list is fetched whole, an extension's through its probe (api/dataProvider.ts): not ahead.
  if (!resource || !call || call.method === 'GET' || call.extension) return;
  const body = listBody(call, defaultListParams(list), resource.idField ?? DEFAULT_ID_FIELD);
  authProvider.getPermissions().then(
    (subject) => {
      if (canAccess(subject, { resource: list.resource, action: 'list' })) {
        sendAhead(call.path, { method: 'POST', body });
      }
    },
    () => undefined, // react-admin's own check reports a failed verify
  );
}
