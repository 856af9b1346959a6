import type { NotifyOnChangeProps, Query, QueryClient, QueryObserverOptions } from '@tanstack/react-query';
import { canAccess, type AccessSubject } from '../domain/permissions';

/** The hooks of ra-core 5's auth queries (their keys' second part), the three answerOf answers. */
const AUTH_CHECKS = ['checkAuth', 'getPermissions', 'canAccess'] as const;

/**
 * The answer react-admin's auth hook behind `queryKey` would compute from `subject`, or undefined
 * for a key that is not one of them. The keys are ra-core 5's (useAuthState, usePermissions,
 * useCanAccess); src/admin/knownAccess.test.tsx fails if an upgrade changes them.
 */
function answerOf(queryKey: readonly unknown[], subject: AccessSubject): unknown {
  const [scope, hook, params] = queryKey;
  if (scope !== 'auth') return undefined;
  if (hook === 'checkAuth') return true;
  if (hook === 'getPermissions') return subject;
  if (hook !== 'canAccess' || typeof params !== 'object' || params === null || Array.isArray(params)) {
    return undefined;
  }
  const { resource, action } = params as { resource?: unknown; action?: unknown };
  return typeof resource === 'string' && typeof action === 'string'
    ? canAccess(subject, { resource, action })
    : undefined;
}

/**
 * Once this page knows the user's rights, react-admin's auth checks start answered: a new checkAuth,
 * permissions or canAccess query takes the answer the auth provider would give (it reads the same
 * in-memory profile), so the first render shows the screen the user may see, not a pending pass per
 * check (issue 23: a cold dashboard waited two such passes before asking for its figures). The
 * queries still run as usual, so a changed session or right is caught exactly as before.
 */
export function answerKnownAccess(
  queryClient: QueryClient,
  knownSubject: () => AccessSubject | undefined,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const query: Query = event.query;
    if (query.state.status !== 'pending') return;
    // A check its caller turned off (react-admin's disableAuthentication) never answers: an answer
    // here would be acted on, e.g. a page guarding itself sent to "access denied".
    // The query is built from its first observer's options, `enabled` among them.
    const { enabled } = query.options as Pick<QueryObserverOptions, 'enabled'>;
    if (enabled === false || (typeof enabled === 'function' && enabled(query) === false)) return;
    const subject = knownSubject();
    if (!subject) return;
    const answer = answerOf(query.queryKey, subject);
    if (answer !== undefined) query.setData(answer);
  });
}

const AUTH_CHECK_FIELDS: NotifyOnChangeProps = ['data', 'error', 'status'];

/**
 * react-admin's auth hooks spread react-query's whole result, which subscribes them to every field:
 * each re-check (a page mounting its own auth hook) re-rendered the admin from CoreAdminRoutes down,
 * synchronously (useSyncExternalStore), for a fetch that changed nothing they show (issue 23). They
 * read isFetching only in effects that run again when data, error or status change.
 */
export function narrowAuthNotifications(queryClient: QueryClient): void {
  for (const hook of AUTH_CHECKS) {
    queryClient.setQueryDefaults(['auth', hook], { notifyOnChangeProps: AUTH_CHECK_FIELDS });
  }
}
