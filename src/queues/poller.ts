/**
 * The work queues' polling schedule (useQueuePolling): a call every `baseMs`, doubling after each failed
 * call up to `capMs`, back to `baseMs` after a success.
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
