import { createElement, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { useNotify } from 'react-admin';
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

/** Every modal closes through its onClose, which its screen gives it. */
type Closable = { onClose: () => void };

/**
 * A modal whose module loads apart from its screen's: the order modals bring the order schemas (Zod)
 * and the code entry, which no list needs before a click (issue 23). Nothing renders while it is
 * closed and not yet here; its download starts at the user's first act on the page (the pointer
 * moving towards a button, a key), so it is here by the click and a page nobody touches (a cold load,
 * Lighthouse) never runs it. Opened otherwise (a link to an order's details), it shows the moment it
 * arrives: no Suspense, whose reveal React 19 holds for up to 300 ms. Once here it renders as a plain
 * component, closed or open, so its closing transition plays. Opened while its download fails (the
 * network down, a deploy that removed the old chunks), it says so and closes through its own
 * onClose: the screen's open state goes back, so the next click asks again instead of doing nothing.
 */
export function lazyModal<K extends string, M extends Record<K, View>>(
  load: ModuleLoader<M>,
  name: K,
  isOpen: (props: ComponentProps<M[K]>) => boolean,
): ComponentType<ComponentProps<M[K]> & Closable> {
  const Modal = (props: ComponentProps<M[K]> & Closable) => {
    const open = isOpen(props);
    const [, setArrived] = useState(false);
    const notify = useNotify();
    const latest = useRef(props);
    latest.current = props;
    useEffect(() => onFirstAct(() => void load().catch(() => undefined)), []);
    useEffect(() => {
      if (!open || load.loaded) return;
      let mounted = true;
      load().then(
        () => mounted && setArrived(true),
        () => {
          if (!mounted) return;
          notify('gd.common.module_failed', { type: 'error' });
          latest.current.onClose();
        },
      );
      return () => {
        mounted = false;
      };
    }, [open, notify]);
    const Loaded = load.loaded?.[name];
    return Loaded ? createElement(Loaded, props) : null;
  };
  Modal.displayName = `LazyModal(${name})`;
  return Modal;
}
