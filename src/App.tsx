/**
 * The top routes (platform.md section 2): public pages at / and /auth/*, the admin at /admin/*
 * (lazy: the login page never downloads react-admin's UI), the API reference at /api-docs (lazy too),
 * anything else to /auth/login.
 */
import { lazy, Suspense } from 'react';
import type { I18nProvider } from 'ra-core';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CookiesRequired, ForgotPage, LoginPage, PageSpinner, PublicShell, ResetPage } from './auth/pages';
import { API_DOCS_PATH, FORGOT_PATH, LOGIN_PATH, RESET_PATH } from './paths';
import { browserStorageAvailable } from './api/session';
import { ApiDocsFailure, openApiUrl } from './apiDocs/apiDocsShell';

const AdminApp = lazy(() => import('./admin/AdminApp'));
/** The API reference (Scalar): public, its own chunks, outside both the login page and the admin. */
const ApiDocsPage = lazy(() => import('./apiDocs/ApiDocsPage'));

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  if (!browserStorageAvailable()) {
    return (
      <Routes>
        <Route element={<PublicShell i18nProvider={i18nProvider} />}>
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
      <Route element={<PublicShell i18nProvider={i18nProvider} />}>
        <Route path="/" element={<LoginPage />} />
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path={FORGOT_PATH} element={<ForgotPage />} />
        <Route path={RESET_PATH} element={<ResetPage />} />
      </Route>
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  );
}
