/**
 * Many per-record calls of the spec, run a few at a time (issue 21): the marketplace's API has no bulk
 * call, so a bulk action is its per-record calls fanned out carefully. At most `concurrency` calls are
 * in flight; a cancel (the signal) stops every call not yet sent and lets those in flight finish, as a
 * sent request cannot be taken back. Every item ends with one outcome, in the items' order.
 */

export type BulkOutcome<T> =
  | { item: T; state: 'done'; message: string }
  | { item: T; state: 'failed'; message: string; error: unknown }
  /** Not sent: cancelled by the user, or stopped after an error that ends the run (stopOn). */
  | { item: T; state: 'skipped' };

export interface BulkProgress {
  done: number;
  failed: number;
  /** Not settled yet (in flight or waiting). */
  left: number;
}

export interface BulkOptions<T> {
  /** Calls in flight at once; 4 by default, the browser's HTTP/1.1 connections leave room for reads. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Each settled item, in the order they settle: for a progress display. */
  onSettled?: (outcome: BulkOutcome<T>, progress: BulkProgress) => void;
  /** An error after which sending more is pointless (the session ended): the rest are skipped. */
  stopOn?: (error: unknown) => boolean;
  /** The text of a failure (the server's message). */
  describe?: (error: unknown) => string;
}

const BULK_CONCURRENCY = 4;

const defaultDescribe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error ?? '');

/**
 * Runs `task` for every item, at most `concurrency` at once. The task's resolved text is the row's
 * message (the server's own, where it sends one).
 */
export async function runBulk<T>(
  items: readonly T[],
  task: (item: T) => Promise<string | void>,
  {
    concurrency = BULK_CONCURRENCY,
    signal,
    onSettled,
    stopOn = () => false,
    describe = defaultDescribe,
  }: BulkOptions<T> = {},
): Promise<BulkOutcome<T>[]> {
  const outcomes: (BulkOutcome<T> | undefined)[] = new Array(items.length);
  const progress: BulkProgress = { done: 0, failed: 0, left: items.length };
  let next = 0;
  let stopped = false;

  const settle = (index: number, outcome: BulkOutcome<T>) => {
    outcomes[index] = outcome;
    if (outcome.state === 'done') progress.done += 1;
    if (outcome.state === 'failed') progress.failed += 1;
    progress.left -= 1;
    onSettled?.(outcome, { ...progress });
  };

  const worker = async () => {
    while (next < items.length && !stopped && !signal?.aborted) {
      const index = next;
      next += 1;
      const item = items[index] as T;
      try {
        const message = await task(item);
        settle(index, { item, state: 'done', message: message ?? '' });
      } catch (error) {
        if (stopOn(error)) stopped = true;
        settle(index, { item, state: 'failed', message: describe(error), error });
      }
    }
  };

  const width = Math.max(1, Math.min(Math.floor(concurrency), items.length));
  await Promise.all(Array.from({ length: width }, worker));
  // What was never sent: after a cancel or a stop.
  items.forEach((item, index) => {
    if (!outcomes[index]) settle(index, { item, state: 'skipped' });
  });
  return outcomes as BulkOutcome<T>[];
}

/** The items of the outcomes that did not succeed: what a Retry sends again. */
export const notDone = <T>(outcomes: readonly BulkOutcome<T>[]): T[] =>
  outcomes.filter((outcome) => outcome.state !== 'done').map((outcome) => outcome.item);
