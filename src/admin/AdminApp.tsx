/**
 * The admin area, lazy-loaded by App.tsx under /admin/*. react-admin sends a failed auth check to
 * `${basename}/login`: that route only forwards to the real login page, /auth/login.
 */
import { useEffect, useState, type ComponentType } from 'react';
import {
  Admin,
  CustomRoutes,
  localStorageStore,
  Notification,
  Resource,
  ResourceContextProvider,
  type I18nProvider,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { adminDataProvider } from '../api/adminDataProvider';
import { createQueryClient } from './queryClient';
import { authProvider } from '../auth/authProvider';
import { useHasSession } from '../auth/useHasSession';
import type { PermissionResource } from '../domain/permissions';
import { NOTICE_MS } from '../domain/timing';
import { ADMIN_BASENAME, ADMIN_HOME, ADMIN_PAGES, LOGIN_PATH } from '../paths';
import { Layout, withPersistentKeys } from '../layout';
import { NoPermission } from '../layout/NoPermission';
import { guardedViews, RequireAccess } from '../common/RequireAccess';
import { Dashboard } from '../dashboard';
import { EditProfile, ChangePassword } from '../profile';
// [area:subadmin]
import subadmins, { AddSubadminRedirect, SUBADMIN_RESOURCE } from '../subadmins';

// [area:customers]
import { CustomerList, CustomerScreen } from '../customers';
import { KYC_ROUTES, KycListRoute, KycVerify } from '../kyc';

// [area:catalogue]
import { CategoryCreate, CategoryEdit, CategoryList, CategoryShow } from '../categories';

// [area:cards]
import { giftCards } from '../giftCards';
import { redeemCards } from '../redeemCards';
import { cardSpecRoutes } from '../cards/specRoutes';

// [area:audit]
import { AUDIT_RESOURCE, AuditList } from '../audit';
// [area:queues]
// [area:search]
// [area:comfort]
import { useComfortThemes } from '../comfort/themes';
// [area:settings]
import { SETTINGS_RESOURCE, SettingsList } from '../settings';
// [area:push]
import { PushPage } from '../push';
// [area:orders]
import {
  AcceptedOrders,
  ApprovedSellOrders,
  DeliveredOrders,
  PendingOrders,
  PendingSellOrders,
  RejectedSellOrders,
  SellCardDetail,
} from '../orders';
import {
  TransactionDetail,
  TransactionList,
  WalletTransactionDetail,
  WalletTransactionList,
} from '../transactions';

/** The orders area's record pages (custom routes): each behind its resource's show right. */
const ORDER_RECORD_PAGES: [string, PermissionResource, ComponentType][] = [
  [ADMIN_PAGES.sellCard, 'sellOrders', SellCardDetail],
  [ADMIN_PAGES.transaction, 'transactions', TransactionDetail],
  [ADMIN_PAGES.walletTransaction, 'walletTransactions', WalletTransactionDetail],
];

const ToLogin = () => <Navigate to={LOGIN_PATH} replace />;
const ToDashboard = () => <Navigate to={ADMIN_HOME} replace />;
/** One notice at a time, top right, below the app bar so it never hides the user menu. */
const TopRightNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={NOTICE_MS.default}
    sx={{ top: { xs: 64, sm: 64 } }}
  />
);

/**
 * react-admin's store also remembers a locale and would switch to it on start; the choice made on
 * the public pages (kept by the i18nProvider) wins, so the store starts from it.
 */
function createStore(locale: string) {
  // Logout resets react-admin's store; the sidebar colour, theme and density are preferences that outlive it.
  const store = withPersistentKeys(localStorageStore(undefined, 'giftdesk'));
  store.setItem('locale', locale);
  return store;
}

export default function AdminApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const [store] = useState(() => createStore(i18nProvider.getLocale()));
  const [queryClient] = useState(createQueryClient);
  // A 403 may mean rights changed a moment ago: the screens ask again (authProvider.checkError).
  useEffect(
    () => authProvider.onRightsStale(() => void queryClient.invalidateQueries({ queryKey: ['auth'] })),
    [queryClient],
  );
  // Light and dark themes with the chosen list density (src/comfort).
  const themes = useComfortThemes(store);
  const signedIn = useHasSession();
  // Without a token there is nothing to check: mounting <Admin requireAuth> would only run react-admin's
  // logout, whose redirect and store reset re-render the admin in a loop before the login page shows.
  // The same the moment a session ends (useHasSession), here or in another tab.
  if (!signedIn) return <ToLogin />;
  return (
    <Admin
      basename={ADMIN_BASENAME}
      authProvider={authProvider}
      dataProvider={adminDataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      theme={themes.theme}
      darkTheme={themes.darkTheme}
      loginPage={ToLogin}
      dashboard={ToDashboard}
      catchAll={ToDashboard}
      // platform.md s.6: a page the user may not open leads to the dashboard (no access-denied page).
      accessDenied={ToDashboard}
      notification={TopRightNotification}
      requireAuth
      disableTelemetry
    >
      {/* [area:subadmin] */}
      <Resource name={SUBADMIN_RESOURCE} {...guardedViews(SUBADMIN_RESOURCE, subadmins)} />
      <CustomRoutes>
        <Route path={ADMIN_PAGES.addSubAdmin} element={<AddSubadminRedirect />} />
      </CustomRoutes>

      {/* [area:customers] */}
      <Resource name="customers" list={CustomerList} />
      <Resource name="kyc">
        <Route path={KYC_ROUTES.verify} element={<KycVerify />} />
        <Route path={KYC_ROUTES.list} element={<KycListRoute />} />
      </Resource>
      <CustomRoutes>
        <Route
          path={ADMIN_PAGES.customerByType}
          element={
            <ResourceContextProvider value="customers">
              <CustomerScreen />
            </ResourceContextProvider>
          }
        />
      </CustomRoutes>

      {/* [area:catalogue] */}
      <Resource name="category" list={CategoryList}>
        {/* The spec's routes (platform.md s.2): edit at {id}/edit, view at {id} and {id}/{type}. */}
        <Route path=":id/edit" element={<CategoryEdit />} />
        <Route path=":id/:type" element={<CategoryShow />} />
        <Route path=":id" element={<CategoryShow />} />
      </Resource>
      <CustomRoutes>
        <Route path={ADMIN_PAGES.categoryCreate} element={<CategoryCreate />} />
      </CustomRoutes>

      {/* [area:cards] */}
      <Resource name="giftCards" {...guardedViews('giftCards', giftCards)} />
      <Resource name="redeemCards" {...guardedViews('redeemCards', redeemCards)} />
      <CustomRoutes>{cardSpecRoutes}</CustomRoutes>

      {/* [area:audit] */}
      <Resource name={AUDIT_RESOURCE} list={AuditList} />
      {/* [area:queues] */}
      {/* [area:search] */}
      {/* [area:comfort] */}
      {/* [area:settings] */}
      {/* The spec's path /admin/cms lists the `settings` resource (its permission group). */}
      <CustomRoutes>
        <Route
          path={ADMIN_PAGES.cms}
          element={
            <ResourceContextProvider value={SETTINGS_RESOURCE}>
              <SettingsList />
            </ResourceContextProvider>
          }
        />
      </CustomRoutes>
      {/* [area:push] */}
      <CustomRoutes>
        <Route path={ADMIN_PAGES.push} element={<PushPage />} />
      </CustomRoutes>
      {/* [area:orders] */}
      <CustomRoutes>
        <Route path={ADMIN_PAGES.pendingOrders} element={<PendingOrders />} />
        <Route path={ADMIN_PAGES.acceptedOrders} element={<AcceptedOrders />} />
        <Route path={ADMIN_PAGES.deliveredOrders} element={<DeliveredOrders />} />
        <Route path={ADMIN_PAGES.sellPending} element={<PendingSellOrders />} />
        <Route path={ADMIN_PAGES.sellRejected} element={<RejectedSellOrders />} />
        <Route path={ADMIN_PAGES.sellApproved} element={<ApprovedSellOrders />} />
        <Route path={ADMIN_PAGES.transactions} element={<TransactionList />} />
        <Route path={ADMIN_PAGES.walletTransactions} element={<WalletTransactionList />} />
        {ORDER_RECORD_PAGES.map(([path, resource, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAccess resource={resource} action="show">
                <Page />
              </RequireAccess>
            }
          />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        <Route path={ADMIN_PAGES.dashboard} element={<Dashboard />} />
        <Route path={ADMIN_PAGES.noPermission} element={<NoPermission />} />
        <Route path={ADMIN_PAGES.profile} element={<EditProfile />} />
        <Route path={ADMIN_PAGES.changePassword} element={<ChangePassword />} />
      </CustomRoutes>
    </Admin>
  );
}
