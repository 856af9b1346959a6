import { useQuery } from '@tanstack/react-query';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import type { RevenueQuery } from '../domain/revenue';

/** The last 12 months, this one included, per month (UTC, as the server buckets). */
export function lastTwelveMonths(now: Date = new Date()): RevenueQuery {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return {
    from: start.toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    interval: 'month',
  };
}

/** POST admin/dashboard/revenue (an extension): errors stay in the card; `enabled` false once it is known absent. */
export function useRevenueSeries(enabled = true) {
  const dataProvider = useGiftdeskDataProvider();
  const query = lastTwelveMonths();
  return useQuery({
    queryKey: ['giftdesk', 'dashboard', 'revenue', query],
    queryFn: () => dataProvider.getRevenueSeries(query),
    retry: false,
    enabled,
  });
}
