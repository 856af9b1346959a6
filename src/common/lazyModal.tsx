import { createElement, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { ModuleLoader } from './moduleLoader';

// Like lazyView's: a modal of whatever props it declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type View = ComponentType<any>;

/** Runs `task` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * A modal whose module loads apart from its screen's: the order modals bring the order schemas (Zod)
 * and the code entry, which no list needs before a click (issue 23). Nothing renders while it is
 * closed and not yet here; its download starts once the screen has painted and the page is idle, so
 * it is usually here by the first click. Opened sooner, it shows the moment it arrives: no Suspense,
 * whose reveal React 19 holds for up to 300 ms. Once here it renders as a plain component, closed or
 * open, so its closing transition plays.
 */
export function lazyModal<K extends string, M extends Record<K, View>>(
  load: ModuleLoader<M>,
  name: K,
  isOpen: (props: ComponentProps<M[K]>) => boolean,
): ComponentType<ComponentProps<M[K]>> {
  const Modal = (props: ComponentProps<M[K]>) => {
    const open = isOpen(props);
    const [, setArrived] = useState(false);
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    useEffect(() => {
      if (!open || load.loaded) return;
      let mounted = true;
      load().then(
        () => mounted && setArrived(true),
        () => undefined, // a failed download leaves it closed; the next opening asks again
      );
      return () => {
        mounted = false;
      };
    }, [open]);
    const Loaded = load.loaded?.[name];
    return Loaded ? createElement(Loaded, props) : null;
  };
  Modal.displayName = `LazyModal(${name})`;
  return Modal;
}
