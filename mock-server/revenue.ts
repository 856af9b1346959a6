/** The dashboard's revenue series (docs/api.md, proposed POST admin/dashboard/revenue). */
import { CURRENCIES, type Currency } from '../src/domain/types';
import { bucketOf, revenueBuckets, type RevenueAnswer, type RevenueQuery } from '../src/domain/revenue';
import { round4 } from './currency';
import { isRevenueOrder } from './dashboard';
import type { Db } from './types';

/**
 * Per currency, the buy orders that brought money in (the same orders as the dashboard's revenue
 * table: paid, accepted or delivered), bucketed by the day they were paid (dCreatedAt, UTC). Every
 * bucket is present (zeros included); a currency without revenue in the range has no series.
 */
export function revenueSeries(db: Db, query: RevenueQuery): RevenueAnswer {
  const buckets = revenueBuckets(query.from, query.to, query.interval);
  const index = new Map(buckets.map((date, i) => [date, i]));
  const sums = new Map<Currency, { total: number[]; count: number[] }>();
  for (const order of db.orders) {
    if (!isRevenueOrder(order)) continue;
    const paidOn = order.dCreatedAt.slice(0, 10);
    if (paidOn < query.from || paidOn > query.to) continue;
    const i = index.get(bucketOf(order.dCreatedAt, query.interval));
    if (i === undefined) continue;
    let sum = sums.get(order.eCurrency);
    if (!sum) {
      sum = { total: buckets.map(() => 0), count: buckets.map(() => 0) };
      sums.set(order.eCurrency, sum);
    }
    sum.total[i] += order.nTotalAmount;
    sum.count[i] += 1;
  }
  return {
    ...query,
    series: CURRENCIES.flatMap((currency) => {
      const sum = sums.get(currency);
      if (!sum) return [];
      const points = buckets.map((date, i) => ({ date, total: round4(sum.total[i]), count: sum.count[i] }));
      return [{ currency, points }];
    }),
  };
}
