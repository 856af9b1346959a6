import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS } from '../domain/timing';

/** GET admin/dashboard/count through the data provider; a failure shows the server's message once. */
export function useDashboardCounts() {
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice(NOTICE_MS.default);
  const query = useQuery({
    queryKey: ['giftdesk', 'dashboard'],
    queryFn: () => dataProvider.getDashboard(),
    // The server's message matters more than silent retries: show it at once.
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) notice.error(error);
  }, [error, notice]);
  return query;
}
