import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { ModuleLoader } from './moduleLoader';

// React.lazy's own constraint: a view of whatever props it declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type View = ComponentType<any>;

export type LazyView<C extends View> = ComponentType<ComponentProps<C>> & {
  /** Starts the download (once); resolves when the view can render without suspending. */
  preload(): Promise<unknown>;
  /**
   * After its download failed, the next render downloads again (React.lazy keeps a failure). For a
   * Retry the user presses, with the failed part remounted (a new `key`); never in a render, which
   * would try again without end while the network is down.
   */
  retry(): void;
};

/**
 * A named export of a view module as a lazy component: a feature's screens load when their page
 * opens, never with the admin's shell (issue 23: the dashboard downloaded every list and form).
 * Several views of one module share its chunk and its one download.
 *
 * Once its module is here (preload(), the entry starting the page's module, or an earlier render)
 * the view renders at once instead of suspending: React 19 holds a Suspense boundary's content for
 * up to 300 ms after its fallback showed, which cost a cold load of the dashboard about 300 ms.
 */
export function lazyView<K extends string, M extends Record<K, View>>(
  load: ModuleLoader<M>,
  name: K,
): LazyView<M[K]> {
  const preload = () => load().then((module) => module[name]);
  const newLazy = (): LazyExoticComponent<M[K]> => lazy(() => preload().then((view) => ({ default: view })));
  let Lazy = newLazy();
  const Preloadable = (props: ComponentProps<M[K]>) => createElement(load.loaded?.[name] ?? Lazy, props);
  Preloadable.displayName = `LazyView(${name})`;
  const retry = () => {
    Lazy = newLazy();
  };
  return Object.assign(Preloadable, { preload, retry });
}
