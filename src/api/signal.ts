/**
 * Listeners told that something changed: `subscribe` is what React's useSyncExternalStore takes,
 * `notify` what the owner of the value calls after changing it. The app's small stores share it: the
 * session, the extensions found absent, the re-login prompt, a list's shown answer...
 */
export interface Signal {
  /** Adds `listener`; the function returned removes it (a second call does nothing). */
  readonly subscribe: (listener: () => void) => () => void;
  readonly notify: () => void;
}

/**
 * `watch` runs when the first listener comes, and the function it returns when the last one leaves:
 * a source outside (the window's `storage` event) is listened to only while someone listens here.
 */
export function createSignal(watch?: () => () => void): Signal {
  const listeners = new Set<() => void>();
  let unwatch: (() => void) | undefined;
  return {
    subscribe(listener) {
      if (listeners.size === 0) unwatch = watch?.();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unwatch?.();
        unwatch = undefined;
      };
    },
    // A copy: a listener that unsubscribes another (or itself) must not change who is told now.
    notify: () => [...listeners].forEach((listener) => listener()),
  };
}
