/**
 * "The queues just changed": the data provider's review calls announce their success here, and the
 * sidebar refreshes its counts at once instead of at the next poll.
 */
import type { GiftdeskDataProvider } from '../api/dataProvider';

const target = new EventTarget();
const EVENT = 'queues-changed';

export const signalQueuesChanged = () => target.dispatchEvent(new Event(EVENT));

export function onQueuesChanged(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}

/** The calls that move a record into or out of a queue. */
export const QUEUE_MUTATIONS = [
  'acceptOrder',
  'deliverOrder',
  'reviewSellOrder',
  'reviewKyc',
] as const satisfies readonly (keyof GiftdeskDataProvider)[];

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The data provider with each queue-changing call signalling its success. */
export function withQueueSignals<T extends object>(dataProvider: T): T {
  const wrapped: Record<string, unknown> = { ...(dataProvider as Record<string, unknown>) };
  for (const name of QUEUE_MUTATIONS) {
    const call = (dataProvider as Record<string, unknown>)[name];
    if (typeof call !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      const result = await (call as AnyCall).apply(dataProvider, args);
      signalQueuesChanged();
      return result;
    };
  }
  return wrapped as T;
}
