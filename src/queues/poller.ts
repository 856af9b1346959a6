/**
 * The work queues' refresh loop, free of React so its schedule is tested with fake timers: a run every
 * `baseMs`, doubling after each failed run up to `capMs`, back to `baseMs` after a success; nothing
 * runs while the page is hidden, and a run starts at once when it shows again.
 */

export const QUEUE_POLL_MS = 30_000;
export const QUEUE_POLL_CAP_MS = 5 * 60_000;
/**
 * A shorter period for tests only (e2e set it before the app loads), so they need not wait 30 s.
 * Not a user preference: nothing in the app writes it.
 */
export const QUEUE_POLL_STORAGE_KEY = 'giftdesk.queuePollMs';

/** The delay before the next run after `failures` failed runs in a row. */
export function nextDelay(failures: number, baseMs = QUEUE_POLL_MS, capMs = QUEUE_POLL_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, failures));
}

/** The base period: the test override when it is a sane number, else 30 s. */
export function pollBaseMs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  const value = Number(storage?.getItem(QUEUE_POLL_STORAGE_KEY));
  return Number.isFinite(value) && value >= 100 ? value : QUEUE_POLL_MS;
}

/** What the poller needs of `document`. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface PollerOptions {
  run: () => Promise<unknown>;
  baseMs?: number;
  capMs?: number;
  visibility?: VisibilitySource;
}

export interface Poller {
  start(): void;
  stop(): void;
  /** Back to the base period (after a run the user caused, e.g. an accepted order). */
  reset(): void;
}

export function createPoller({
  run,
  baseMs = QUEUE_POLL_MS,
  capMs = QUEUE_POLL_CAP_MS,
  visibility = globalThis.document,
}: PollerOptions): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let running = false;
  let stopped = true;
  const hidden = () => visibility?.visibilityState === 'hidden';

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (stopped || hidden()) return;
    timer = setTimeout(tick, nextDelay(failures, baseMs, capMs));
  };
  async function tick() {
    timer = undefined;
    if (stopped || running || hidden()) return;
    running = true;
    try {
      await run();
      failures = 0;
    } catch {
      failures += 1;
    } finally {
      running = false;
    }
    schedule();
  }
  const onVisibility = () => {
    if (hidden()) clear();
    else if (!running) void tick();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      visibility?.addEventListener('visibilitychange', onVisibility);
      schedule();
    },
    stop() {
      stopped = true;
      clear();
      visibility?.removeEventListener('visibilitychange', onVisibility);
    },
    reset() {
      failures = 0;
      schedule();
    },
  };
}
