/**
 * The spec's delays (src/domain/timing.ts: a notice's 4-7 s, a page moving on 1-4 s after a success)
 * measured on vitest's fake clock, so a component test checks them without really waiting.
 *
 * `vi.useFakeTimers({ shouldAdvanceTime: true })`: the fake clock also follows real time, so Testing
 * Library's findBy / waitFor keep polling, and real time spent rendering counts towards a delay as it
 * would in the browser. The times compared are therefore the fake clock's (`Date.now()` while fake),
 * never a fixed margin of real time.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Moves the fake clock on in small steps until `done()` holds, and answers the fake time then: a test
 * reads off when a delayed redirect happened, e.g. `expect(await advanceUntil(moved) - clicked)`.
 */
export async function advanceUntil(
  done: () => boolean,
  { stepMs = 50, maxMs = 10_000 }: { stepMs?: number; maxMs?: number } = {},
): Promise<number> {
  for (let advanced = 0; !done(); advanced += stepMs) {
    if (advanced >= maxMs) throw new Error(`still waiting after ${maxMs} ms of fake time`);
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
  }
  return Date.now();
}
