import { describe, expect, it } from 'vitest';
import {
  QUEUE_POLL_CAP_MS,
  QUEUE_POLL_MS,
  QUEUE_POLL_STORAGE_KEY,
  nextDelay,
  pollBaseMs,
} from '../../src/queues/poller';

describe('nextDelay', () => {
  it('is 30 s, doubling after each failure in a row, capped at 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((failures) => nextDelay(failures))).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
    expect(nextDelay(0)).toBe(QUEUE_POLL_MS);
    expect(nextDelay(50)).toBe(QUEUE_POLL_CAP_MS);
  });

  it('follows the base and cap it is given', () => {
    expect([0, 1, 2, 3].map((failures) => nextDelay(failures, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });
});

describe('pollBaseMs', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === QUEUE_POLL_STORAGE_KEY ? value : null),
  });

  it('is 30 s unless a test stored a sane period', () => {
    expect(pollBaseMs(storage(null))).toBe(30_000);
    expect(pollBaseMs(storage('1000'))).toBe(1000);
    expect(pollBaseMs(storage('abc'))).toBe(30_000);
    expect(pollBaseMs(storage('5'))).toBe(30_000);
    expect(pollBaseMs(undefined)).toBe(30_000);
  });
});
