import type { QueryClient } from '@tanstack/react-query';
import type { AccessSubject } from '../domain/permissions';
import { prefetchAdminPage } from '../features';
import { adminDataProvider } from './adminDataProvider';

/**
 * The first screen's data, sent the moment the session's rights are known rather than after
 * react-admin's first render (issue 23: on a cold load that render took about 250 ms on two cores,
 * and the dashboard's figures were asked for only after it). Sent through the admin's data provider
 * into the very queries the screens read, so they find the answer there or already on its way; a
 * failure is left for the screen's own query to retry and report.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  subject: AccessSubject,
  pathname: string,
): void {
  // Only the page's own data: the sidebar's queue counts would go ahead of a list page's rows, whose
  // call react-admin makes after its first render (at 100,000 orders they made the first row later).
  prefetchAdminPage(pathname, { queryClient, dataProvider: adminDataProvider, subject });
}
