/**
 * A view module's dynamic import, shared by whoever starts it: the entry for the page a cold load
 * opens (src/pageModules.ts), and the feature's lazy views (lazyView.ts), which render at once when
 * it is here. A failed import is not kept: the next call tries again. Light on purpose: the entry
 * imports these, so nothing here may import React.
 */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module, once the import has resolved. */
  readonly loaded: M | undefined;
}

export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= load().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        // Forgotten, so the next ask downloads again (a network that was down a moment ago).
        loading = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(start, 'loaded', { get: () => module }) as ModuleLoader<M>;
}

/** A feature's pages (react-router patterns under the admin basename) and the view module each opens. */
export type PageModules = Readonly<Record<string, ModuleLoader<unknown>>>;

/**
 * A dynamic import that failed to download: the network down, or a deploy that removed the chunks
 * this page was built with. Each browser words it its own way (Chromium, Firefox, Safari); Vite's
 * preload helper adds its own for a style sheet.
 */
export function isModuleLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}
