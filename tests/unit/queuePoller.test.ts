import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUEUE_POLL_CAP_MS,
  QUEUE_POLL_MS,
  QUEUE_POLL_STORAGE_KEY,
  createPoller,
  nextDelay,
  pollBaseMs,
  type VisibilitySource,
} from '../../src/queues/poller';

/** A document whose visibility the test sets, with the listeners the poller adds. */
function fakeVisibility(): VisibilitySource & { set(state: DocumentVisibilityState): void } {
  const target = new EventTarget();
  let state: DocumentVisibilityState = 'visible';
  return {
    get visibilityState() {
      return state;
    },
    addEventListener: target.addEventListener.bind(target) as VisibilitySource['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as VisibilitySource['removeEventListener'],
    set(next) {
      state = next;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

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

describe('createPoller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every base period while the runs succeed', async () => {
    const run = vi.fn(async () => undefined);
    const poller = createPoller({ run, baseMs: 1000, capMs: 8000, visibility: fakeVisibility() });
    poller.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('doubles the wait after each failure up to the cap, and is back to the base after a success', async () => {
    let fail = true;
    const at: number[] = [];
    const run = vi.fn(async () => {
      at.push(Date.now());
      if (fail) throw new Error('down');
    });
    const start = Date.now();
    const poller = createPoller({ run, baseMs: 1000, capMs: 4000, visibility: fakeVisibility() });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 4000);
    expect(at.map((t) => t - start)).toEqual([1000, 3000, 7000, 11000]);
    fail = false;
    await vi.advanceTimersByTimeAsync(4000); // the run after the 4th failure, which succeeds
    await vi.advanceTimersByTimeAsync(1000);
    expect(at.map((t) => t - start)).toEqual([1000, 3000, 7000, 11000, 15000, 16000]);
    poller.stop();
  });

  it('does not run while the page is hidden, and runs at once when it shows again', async () => {
    const visibility = fakeVisibility();
    const run = vi.fn(async () => undefined);
    const poller = createPoller({ run, baseMs: 1000, capMs: 8000, visibility });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);

    visibility.set('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);

    visibility.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('does not start counting while the page starts hidden', async () => {
    const visibility = fakeVisibility();
    visibility.set('hidden');
    const run = vi.fn(async () => undefined);
    const poller = createPoller({ run, baseMs: 1000, capMs: 8000, visibility });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
    poller.stop();
  });

  it('stops for good: no run after stop, not even when the page shows again', async () => {
    const visibility = fakeVisibility();
    const run = vi.fn(async () => undefined);
    const poller = createPoller({ run, baseMs: 1000, capMs: 8000, visibility });
    poller.start();
    poller.stop();
    visibility.set('hidden');
    visibility.set('visible');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('reset brings a backed-off poller back to the base period', async () => {
    const run = vi.fn(async (): Promise<void> => Promise.reject(new Error('down')));
    const poller = createPoller({ run, baseMs: 1000, capMs: 64_000, visibility: fakeVisibility() });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(run).toHaveBeenCalledTimes(3); // next wait would be 8 s
    run.mockImplementation(async () => undefined);
    poller.reset();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(4);
    poller.stop();
  });
});
