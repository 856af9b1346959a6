import { describe, expect, it } from 'vitest';
import { REVENUE_MAX_BUCKETS, bucketOf, revenueBuckets, revenueQuerySchema } from '../../src/domain/revenue';

describe('revenue buckets', () => {
  it('starts a bucket on the day, the Monday of the week, or the first of the month (UTC)', () => {
    const at = '2026-11-19T23:30:00.000Z'; // a Thursday
    expect(bucketOf(at, 'day')).toBe('2026-11-19');
    expect(bucketOf(at, 'week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-16T00:00:00.000Z', 'week')).toBe('2026-11-16');
    expect(bucketOf('2026-11-22T12:00:00.000Z', 'week')).toBe('2026-11-16'); // Sunday
    expect(bucketOf(at, 'month')).toBe('2026-11-01');
  });

  it('lists every bucket of a range in order, across a year end', () => {
    expect(revenueBuckets('2025-11-15', '2026-02-03', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(revenueBuckets('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(revenueBuckets('2026-01-01', '2026-01-14', 'week')).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
  });

  it('accepts a sane range and refuses a reversed, impossible or too long one', () => {
    const ok = { from: '2025-12-01', to: '2026-11-23', interval: 'month' };
    expect(revenueQuerySchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, from: '2026-12-01' },
      { ...ok, from: '2026-02-30' },
      { ...ok, to: '23/11/2026' },
      { ...ok, interval: 'year' },
      { from: '2020-01-01', to: '2026-01-01', interval: 'day' },
    ]) {
      const result = revenueQuerySchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0].message).toBe('gd.server.revenue_range_invalid');
    }
    expect(revenueBuckets('2025-01-01', '2026-12-31', 'day').length).toBeGreaterThan(REVENUE_MAX_BUCKETS);
  });
});
