/**
 * The top routes (platform.md section 2): public pages at / and /auth/*, the admin at /admin/*,
 * the API reference at /api-docs, anything else to /auth/login. Each area is a chunk of its own
 * (lazy): the login page never downloads react-admin's UI, and a signed-in admin never downloads the
 * login forms; src/main.tsx starts the first screen's area with the renderer.
 */
import { lazy, Suspense } from 'react';
import type { I18nProvider } from 'ra-core';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from './auth/pages/PageSpinner';
import { lazyView } from './common/lazyView';
import { moduleLoader } from './common/moduleLoader';
import { completeCatalogue } from './i18n/i18nProvider';
import { AREA_LOADERS, type Area } from './areas';
import { API_DOCS_PATH, FORGOT_PATH, LOGIN_PATH, RESET_PATH } from './paths';
import { browserStorageAvailable } from './api/session';
import { ApiDocsFailure, openApiUrl } from './apiDocs/apiDocsShell';

/**
 * The admin renders with the locale's whole catalogue, completed beside its shell's download. From
 * here, the renderer's own chunk, which has the provider: imported by the entry, the provider's module
 * was one more file on a cold admin load (a re-export of this chunk), and over HTTP/1.1 each round of
 * six files costs a round trip.
 */
const adminArea = moduleLoader(() =>
  Promise.all([AREA_LOADERS.admin(), completeCatalogue()]).then(([module]) => module),
);
const AdminApp = lazyView(adminArea, 'default');
/** The API reference (Scalar): public, its own chunks, outside both the login page and the admin. */
const ApiDocsPage = lazy(() => import('./apiDocs/ApiDocsPage'));
const publicPages = AREA_LOADERS.public;
const PublicShell = lazyView(publicPages, 'PublicShell');
const LoginPage = lazyView(publicPages, 'LoginPage');
const ForgotPage = lazyView(publicPages, 'ForgotPage');
const ResetPage = lazyView(publicPages, 'ResetPage');
const CookiesRequired = lazyView(publicPages, 'CookiesRequired');

/** Resolves when the area's first screen can render without suspending (src/boot.tsx waits for it). */
export function preloadArea(area: Area): Promise<unknown> {
  if (area === 'admin') {
    return Promise.all([
      AdminApp.preload(),
      import('./pageModules').then(({ preloadAdminPage }) => preloadAdminPage(location.pathname)),
    ]);
  }
  if (area === 'public')
    return Promise.all([PublicShell, LoginPage, ForgotPage, ResetPage].map((view) => view.preload()));
  return Promise.resolve();
}

/**
 * Once the user starts signing in, the admin downloads while they type (issue 23). A failed download
 * is asked again when the admin opens (moduleLoader forgets it), and shown there.
 */
const prefetchAdmin = () => void AdminApp.preload().catch(() => undefined);

/** The public pages' frame, shown once its chunk is here. */
const PublicFrame = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <Suspense fallback={<PageSpinner />}>
    <PublicShell i18nProvider={i18nProvider} onSignInIntent={prefetchAdmin} />
  </Suspense>
);

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  if (!browserStorageAvailable()) {
    return (
      <Routes>
        <Route element={<PublicFrame i18nProvider={i18nProvider} />}>
          <Route path="*" element={<CookiesRequired />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminApp i18nProvider={i18nProvider} />
          </Suspense>
        }
      />
      <Route
        path={API_DOCS_PATH}
        element={
          <Suspense fallback={<PageSpinner />}>
            <ApiDocsPage documentUrl={openApiUrl()} spinner={<PageSpinner />} failure={<ApiDocsFailure />} />
          </Suspense>
        }
      />
      <Route element={<PublicFrame i18nProvider={i18nProvider} />}>
        <Route path="/" element={<LoginPage />} />
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path={FORGOT_PATH} element={<ForgotPage />} />
        <Route path={RESET_PATH} element={<ResetPage />} />
      </Route>
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  );
}
