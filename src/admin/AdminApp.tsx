/**
 * The admin area, lazy-loaded by App.tsx under /admin/*. react-admin sends a failed auth check to
 * `${basename}/login`: that route only forwards to the real login page, /auth/login.
 */
import { Fragment, useEffect, useState } from 'react';
import { Admin, CustomRoutes, type AdminProps, type I18nProvider, useTranslate } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { adminDataProvider } from './adminDataProvider';
import { takeAdminMount } from './adminMount';
import { withLocaleRollback } from '../i18n/localeRollback';
import { authProvider } from '../auth/authProvider';
import { useHasSession } from '../auth/useHasSession';
import { ADMIN_BASENAME, ADMIN_HOME, ADMIN_PAGES, LOGIN_PATH } from '../paths';
import { Layout } from '../layout';
import { AppNotification } from '../layout/AppNotification';
import { NoPermission } from '../layout/NoPermission';
import { FEATURES, SPEC_PATH_ALIASES } from '../features';
import { specPathRoutes } from '../common/SpecPathAliases';
import { useComfortThemes } from '../comfort/themes';
import { DirectionStyles } from '../i18n/Direction';

const ToLogin = () => <Navigate to={LOGIN_PATH} replace />;
const ToDashboard = () => <Navigate to={ADMIN_HOME} replace />;
/** The default page title (react-admin's error page showed "React Admin"). */
const ProductName = () => useTranslate()('gd.common.product_name');

/**
 * What the admin is wired to, the same for every mount (the store, query client and themes are made per
 * mount). It has no pages of its own: the login, the dashboard and any unknown page forward elsewhere.
 */
const SHELL = {
  basename: ADMIN_BASENAME,
  authProvider,
  dataProvider: adminDataProvider,
  layout: Layout,
  title: <ProductName />,
  notification: AppNotification,
  loginPage: ToLogin,
  dashboard: ToDashboard,
  catchAll: ToDashboard,
  // platform.md s.6: a page the user may not open leads to the dashboard (no access-denied page).
  accessDenied: ToDashboard,
} satisfies AdminProps;

export default function AdminApp({ i18nProvider: provider }: { i18nProvider: I18nProvider }) {
  const [{ store, queryClient }] = useState(() => {
    const mount = takeAdminMount();
    // react-admin's store also remembers a locale and would switch to it on start; the choice made
    // on the public pages (kept by the i18nProvider) wins, so the store starts from it.
    mount.store.setItem('locale', provider.getLocale());
    return mount;
  });
  const [i18nProvider] = useState(() => withLocaleRollback(provider, store));
  // A 403 may mean rights changed a moment ago: the screens ask again (authProvider.checkError).
  useEffect(
    () => authProvider.onRightsStale(() => void queryClient.invalidateQueries({ queryKey: ['auth'] })),
    [queryClient],
  );
  // Light and dark themes (theme, darkTheme) with the chosen list density (src/comfort).
  const { themes, locale } = useComfortThemes(store);
  const signedIn = useHasSession();
  // Without a token there is nothing to check: mounting <Admin requireAuth> would only run react-admin's
  // logout, whose redirect and store reset re-render the admin in a loop before the login page shows.
  // The same the moment a session ends (useHasSession), here or in another tab.
  if (!signedIn) return <ToLogin />;
  return (
    <DirectionStyles locale={locale}>
      <Admin
        {...SHELL}
        {...themes}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={store}
        requireAuth
        disableTelemetry
      >
        {FEATURES.map((feature) => (
          <Fragment key={feature.name}>{feature.routes}</Fragment>
        ))}
        <CustomRoutes>
          {specPathRoutes(SPEC_PATH_ALIASES)}
          <Route path={ADMIN_PAGES.noPermission} element={<NoPermission />} />
        </CustomRoutes>
      </Admin>
    </DirectionStyles>
  );
}
