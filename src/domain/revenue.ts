/**
 * The revenue series of the dashboard chart: a proposed extension (docs/api.md,
 * POST admin/dashboard/revenue). Pure: the app and the mock share the body schema and the buckets.
 */
import { z } from './zod';
import type { Currency } from './types';

export const REVENUE_INTERVALS = ['day', 'week', 'month'] as const;
export type RevenueInterval = (typeof REVENUE_INTERVALS)[number];
/** More points than a chart can show helps nobody (and bounds the server's work). */
export const REVENUE_MAX_BUCKETS = 400;

const INVALID = 'gd.server.revenue_range_invalid';
const DAY_MS = 86_400_000;

/** yyyy-MM-dd naming a real day (zod runs every check, so this one must not trust the others). */
const isIsoDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(value);
};
const isoDay = z.string(INVALID).refine(isIsoDay, INVALID);

export const revenueQuerySchema = z
  .object({ from: isoDay, to: isoDay, interval: z.enum(REVENUE_INTERVALS, INVALID) })
  .refine((q) => isIsoDay(q.from) && isIsoDay(q.to) && q.from <= q.to, INVALID)
  .refine(
    (q) =>
      !isIsoDay(q.from) ||
      !isIsoDay(q.to) ||
      revenueBuckets(q.from, q.to, q.interval).length <= REVENUE_MAX_BUCKETS,
    INVALID,
  );
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

export interface RevenuePoint {
  /** The bucket's first day, yyyy-MM-dd (UTC; weeks start on Monday). */
  date: string;
  /** Sum of nTotalAmount in the series' currency. */
  total: number;
  count: number;
}
export interface RevenueSeries {
  currency: Currency;
  points: RevenuePoint[];
}
export interface RevenueAnswer extends RevenueQuery {
  series: RevenueSeries[];
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the bucket holding `iso` (a date or a date-time). */
export function bucketOf(iso: string, interval: RevenueInterval): string {
  const date = new Date(iso);
  if (interval === 'month') return `${iso.slice(0, 7)}-01`;
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (interval === 'day') return day(midnight);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return day(midnight - sinceMonday * DAY_MS);
}

/** Every bucket from the one holding `from` to the one holding `to`, in order (stops past the cap). */
export function revenueBuckets(from: string, to: string, interval: RevenueInterval): string[] {
  const buckets: string[] = [];
  let current = bucketOf(from, interval);
  const last = bucketOf(to, interval);
  while (current <= last && buckets.length <= REVENUE_MAX_BUCKETS) {
    buckets.push(current);
    const d = new Date(`${current}T00:00:00Z`);
    if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
    else d.setUTCDate(d.getUTCDate() + (interval === 'week' ? 7 : 1));
    current = day(d.getTime());
  }
  return buckets;
}
