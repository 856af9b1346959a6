import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, preloadArea } from './App';
import type { Area } from './areas';
import { loadRuntimeConfig } from './config';
import { PageSpinner } from './auth/pages/PageSpinner';
import { firstScreenStylesSettled } from './firstScreenStyles';
import { createI18nProvider } from './i18n/i18nProvider';
import { showLoadFailure } from './loadFailure';
import { RootError } from './RootError';
import { RouterCatchUp } from './RouterCatchUp';

/**
 * Renders the app into #root (src/main.tsx loads this module beside the first screen's area). The
 * messages of the stored locale (other locales are chunks of their own), config.json (where the API
 * is), the first screen's area and, on a first visit of the admin, its first screens' styles load
 * together, neither waiting for the other: spin meanwhile. The
 * first screen then renders without suspending (src/common/lazyView.ts).
 */
export function boot(container: HTMLElement, area: Area): void {
  const root = createRoot(container);
  root.render(<PageSpinner />);
  Promise.all([
    createI18nProvider(),
    loadRuntimeConfig(),
    preloadArea(area),
    firstScreenStylesSettled(),
  ]).then(
    ([i18nProvider]) => {
      // A data router, with the app's own <Routes> under one catch-all route: react-admin's
      // warnWhenUnsavedChanges blocks a navigation that would lose a form's input, and blocking needs it.
      const Root = () => (
        <>
          <RouterCatchUp router={router} />
          <App i18nProvider={i18nProvider} />
        </>
      );
      const router = createBrowserRouter([{ path: '*', element: <Root />, errorElement: <RootError /> }]);
      // In a transition, so React renders the admin in slices rather than in one long task (Total
      // Blocking Time, issue 23); the spinner stays meanwhile.
      startTransition(() =>
        root.render(
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        ),
      );
    },
    // A chunk of the first screen or its catalogue did not download: say so rather than spin.
    () => {
      root.unmount();
      showLoadFailure(container);
    },
  );
}
