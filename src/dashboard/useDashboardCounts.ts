import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGiftdeskDataProvider, type GiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS } from '../domain/timing';

/** GET admin/dashboard/count: the hook's query, which the admin's start may send ahead (index.tsx). */
export const dashboardCountsQuery = (dataProvider: Pick<GiftdeskDataProvider, 'getDashboard'>) => ({
  queryKey: ['giftdesk', 'dashboard'],
  queryFn: () => dataProvider.getDashboard(),
  // The server's message matters more than silent retries: show it at once.
  retry: false,
});

/** The dashboard's counts through the data provider; a failure shows the server's message once. */
export function useDashboardCounts() {
  const notice = useServerNotice(NOTICE_MS.default);
  const query = useQuery(dashboardCountsQuery(useGiftdeskDataProvider()));
  const { error } = query;
  useEffect(() => {
    if (error) notice.error(error);
  }, [error, notice]);
  return query;
}
