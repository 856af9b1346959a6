import { describe, expect, it } from 'vitest';
import { notDone, runBulk, type BulkProgress } from '../../src/common/bulk/runBulk';

/** A task whose calls the test settles by hand, recording how many run at once. */
function controlledTask() {
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let inFlight = 0;
  let maxInFlight = 0;
  const sent: number[] = [];
  const task = (item: number) =>
    new Promise<string>((resolve, reject) => {
      sent.push(item);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => (inFlight -= 1);
      pending.set(item, {
        resolve: (text) => (done(), resolve(text)),
        reject: (error) => (done(), reject(error)),
      });
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { task, pending, sent, tick, maxInFlight: () => maxInFlight };
}

describe('runBulk', () => {
  it('never has more than the concurrency in flight, and keeps the items order in its result', async () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    const control = controlledTask();
    const run = runBulk(items, control.task, { concurrency: 4 });
    for (let round = 0; round < 10; round += 1) {
      await control.tick();
      expect(control.pending.size - round).toBeLessThanOrEqual(4);
      // At most 4 sent and not yet settled.
      control.pending.get(round)?.resolve(`ok ${round}`);
    }
    const outcomes = await run;
    expect(control.maxInFlight()).toBe(4);
    expect(outcomes.map((outcome) => outcome.item)).toEqual(items);
    expect(outcomes.every((outcome) => outcome.state === 'done')).toBe(true);
    expect(outcomes[3]).toMatchObject({ state: 'done', message: 'ok 3' });
  });

  it('reports each failure with its message and counts progress', async () => {
    const seen: BulkProgress[] = [];
    const outcomes = await runBulk(
      [1, 2, 3],
      async (item) => {
        if (item === 2) throw new Error('Order already accepted');
        return 'Accepted';
      },
      { onSettled: (_, progress) => seen.push(progress) },
    );
    expect(outcomes[1]).toMatchObject({ state: 'failed', message: 'Order already accepted' });
    expect(seen.at(-1)).toEqual({ done: 2, failed: 1, left: 0 });
    expect(notDone(outcomes)).toEqual([2]);
  });

  it('sends nothing more after a cancel, lets the calls in flight finish, and skips the rest', async () => {
    const control = controlledTask();
    const abort = new AbortController();
    const run = runBulk([1, 2, 3, 4, 5, 6, 7, 8], control.task, { concurrency: 2, signal: abort.signal });
    await control.tick();
    expect(control.sent).toEqual([1, 2]);
    abort.abort();
    control.pending.get(1)?.resolve('ok');
    control.pending.get(2)?.reject(new Error('refused'));
    const outcomes = await run;
    expect(control.sent).toEqual([1, 2]);
    expect(outcomes.map((outcome) => outcome.state)).toEqual([
      'done',
      'failed',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(notDone(outcomes)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('stops sending after an error that ends the run', async () => {
    const sent: number[] = [];
    const outcomes = await runBulk(
      [1, 2, 3, 4],
      async (item) => {
        sent.push(item);
        if (item === 1) throw Object.assign(new Error('Session expired'), { status: 401 });
      },
      { concurrency: 1, stopOn: (error) => (error as { status?: number }).status === 401 },
    );
    expect(sent).toEqual([1]);
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['failed', 'skipped', 'skipped', 'skipped']);
  });

  it('settles an empty list at once', async () => {
    expect(await runBulk([], async () => 'never')).toEqual([]);
  });
});
