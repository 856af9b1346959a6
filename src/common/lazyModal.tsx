import { createElement, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { View } from './lazyView';
import type { ModuleLoader } from './moduleLoader';

/** What a user does on the way to a modal's button: a pointer moving or pressing, a key, a focus. */
const FIRST_ACTS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Runs `task` once, at the user's first act on the page; returns a cancel. */
function onFirstAct(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => FIRST_ACTS.forEach((type) => window.removeEventListener(type, run, true));
  FIRST_ACTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}

/**
 * A modal whose module loads apart from its screen's: the order modals bring the order schemas (Zod)
 * and the code entry, which no list needs before a click (issue 23). Nothing renders while it is
 * closed and not yet here; its download starts at the user's first act on the page (the pointer
 * moving towards a button, a key), so it is here by the click and a page nobody touches (a cold load,
 * Lighthouse) never runs it. Opened otherwise (a link to an order's details), it shows the moment it
 * arrives: no Suspense, whose reveal React 19 holds for up to 300 ms. Once here it renders as a plain
 * component, closed or open, so its closing transition plays.
 */
export function lazyModal<K extends string, M extends Record<K, View>>(
  load: ModuleLoader<M>,
  name: K,
  isOpen: (props: ComponentProps<M[K]>) => boolean,
): ComponentType<ComponentProps<M[K]>> {
  const Modal = (props: ComponentProps<M[K]>) => {
    const open = isOpen(props);
    const [, setArrived] = useState(false);
    useEffect(() => onFirstAct(() => void load().catch(() => undefined)), []);
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
