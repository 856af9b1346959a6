import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * Mounts `children` in a later render of their own, which React time-slices and may interrupt,
 * rather than in the render that mounts this component. react-query and react-admin's store notify through
 * useSyncExternalStore, whose renders are synchronous: without this, the answer that lets the admin
 * shell or a list appear renders the whole subtree in one task of 100-200 ms, and the page cannot
 * answer a click meanwhile (Lighthouse's Total Blocking Time).
 */
export const Deferred = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) => {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
};

/**
 * Gives `children` (a list's table) the list context one interruptible render late, for the same
 * reason: the answer of a list call re-renders the rows, which is most of a list page's script.
 * The toolbar and pagination above still read the live context.
 */
export const DeferredListContext = ({ children }: { children: ReactNode }) => {
  const deferred = useDeferredValue(useListContext());
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
};
