import {
  createContext,
  startTransition,
  useContext,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { PageLoading } from './PageLoading';
import { SHELL_PENDING_ATTRIBUTE } from './shellPending';
import { createSignal } from '../api/signal';

/**
 * Mounts `children` in a later render of their own, which React time-slices and may interrupt,
 * rather than in the render that mounts this component. react-query and react-admin's store notify through
 * useSyncExternalStore, whose renders are synchronous: without this, the answer that lets the admin
 * shell or a list appear renders the whole subtree in one task of 100-200 ms, and the page cannot
 * answer a click meanwhile (Lighthouse's Total Blocking Time). Inside a render that is already
 * deferred it renders `children` at once: a list mounted with the layout on a cold load comes with
 * it, rather than one more render later.
 */
export const Deferred = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) => {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
};

const shellPending = { hidden: true, [SHELL_PENDING_ATTRIBUTE]: '' };

/** The longest these parts wait for the browser to be idle. */
const SHELL_WAIT_MS = 1_000;

/**
 * Mounts `children` in an interruptible render that starts once the render mounting this component
 * has been committed and the browser is idle: the page's content, and the rows it was waiting for,
 * are on screen before them. For the shell's own parts (the sidebar's menu, the app bar's tools) and
 * a list's own (its toolbar's actions, its pagination, the filter bar's "Search in" select).
 * - Deferred cannot do this for them: mounted inside a render that is already deferred (the
 *   layout's, on a cold load), useDeferredValue renders its value at once, so the menu and the tools
 *   came in the render of the page and delayed its first figure.
 * - Not a transition started at once: React renders every pending transition together, so a list's
 *   rows that arrive meanwhile (DeferredListContext) would wait for the menu's render.
 */
export const AfterPage = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    // Safari has no requestIdleCallback: the next task then.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(show);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(show, { timeout: SHELL_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  if (ready) return children;
  return (
    <>
      {fallback}
      <span {...shellPending} />
    </>
  );
};

/** The list context a list's rows last committed with an answer. */
interface ShownList {
  get(): ListControllerResult | undefined;
  set(value: ListControllerResult): void;
  subscribe(listener: () => void): () => void;
}

function createShownList(): ShownList {
  let shown: ListControllerResult | undefined;
  const changed = createSignal();
  return {
    get: () => shown,
    set(value) {
      shown = value;
      changed.notify();
    },
    subscribe: changed.subscribe,
  };
}

const ShownListContext = createContext<ShownList | undefined>(undefined);

/** Where a list's rows (DeferredListContext) tell its pagination (ShownListContext) what they show. */
export const ShownListScope = ({ children }: { children: ReactNode }) => {
  const [shownList] = useState(createShownList);
  return <ShownListContext.Provider value={shownList}>{children}</ShownListContext.Provider>;
};

/**
 * Gives `children` (a list's table) the list context one interruptible render late, for the same
 * reason: the answer of a list call re-renders the rows, which is most of a list page's script.
 * The toolbar above still reads the live context. Once the rows have committed an answer, it is told
 * to the ShownListScope around, for the pagination.
 *
 * With `showLoading`, a busy bar stands above the table while it waits for its first answer, until
 * the render that shows the rows commits. react-admin's table shows nothing for its first second of
 * waiting: a list whose answer was in but not yet rendered looked finished and empty (the Chromium
 * permission matrix read one as having no rows, once in a CI run).
 */
export const DeferredListContext = ({
  children,
  showLoading = false,
}: {
  children: ReactNode;
  showLoading?: boolean;
}) => {
  const deferred = useDeferredValue(useListContext());
  const shownList = useContext(ShownListContext);
  useEffect(() => {
    if (!deferred.isLoading) shownList?.set(deferred);
  }, [shownList, deferred]);
  return (
    <ListContextProvider value={deferred}>
      {showLoading && deferred.isLoading && <PageLoading />}
      {children}
    </ListContextProvider>
  );
};

/**
 * Gives `children` (a list's pagination) the list context its rows last committed, and nothing
 * before they have shown an answer. With a deferred context of its own, the pagination once took
 * the answer a render ahead of the rows: "1-10 of 12" stood under the empty table on a phone, and
 * the rows then pushed it down (a layout shift of 0.06 on the categories, one cold load in four).
 * Its page is always the rows' page.
 */
export const ShownListContextProvider = ({ children }: { children: ReactNode }) => {
  const shownList = useContext(ShownListContext);
  if (!shownList) throw new Error('ShownListContextProvider needs a ShownListScope around it');
  const shown = useSyncExternalStore(shownList.subscribe, shownList.get);
  return shown ? <ListContextProvider value={shown}>{children}</ListContextProvider> : null;
};
