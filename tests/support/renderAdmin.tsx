/**
 * Component-test harness (never imported by the app): react-admin's AdminContext under
 * basename /admin in a memory router, English messages, a memory store, fakes for the providers,
 * and react-admin's <Notification> so tests see the notices.
 */
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import {
  AdminContext,
  memoryStore,
  Notification,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
  type Store,
} from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import type { GiftdeskAuthProvider } from '../../src/auth/authProvider';
import {
  canAccess,
  fullPermissionSet,
  permissionSetFrom,
  type AccessSubject,
} from '../../src/domain/permissions';
import type { AdminProfile } from '../../src/domain/types';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import ar from '../../src/i18n/ar';
import { LOCALES, type Locale } from '../../src/i18n/locales';

/** Every locale's messages, for tests that check a text in each locale. */
export const MESSAGES = { 'en-US': en, 'fr-FR': fr, ar } as const;

export const SUPER_ADMIN: AccessSubject = { isSuperAdmin: true, aPermissions: fullPermissionSet(true) };

/** A sub-admin with only these operations, e.g. `subAdmin({ Customers: ['View'] })`. */
export const subAdmin = (grants: Parameters<typeof permissionSetFrom>[0]): AccessSubject => ({
  isSuperAdmin: false,
  aPermissions: permissionSetFrom(grants),
});

export const PROFILE: AdminProfile = {
  _id: 'admin-1',
  sEmail: 'admin@example.com',
  sFullName: 'Ada Admin',
  sMobileNumber: '5550100',
  eCurrency: 'usd',
  sCountry: 'United States',
  aPermissions: fullPermissionSet(true),
};

export function fakeAuthProvider(initial: AccessSubject, profile: AdminProfile = PROFILE) {
  let subject = initial;
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => '/auth/login'),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => subject),
    getIdentity: vi.fn(async () => ({ ...profile, id: profile._id, fullName: profile.sFullName })),
    canAccess: vi.fn(async (params: { resource: string; action: string }) => canAccess(subject, params)),
    refreshIdentity: vi.fn(async (next?: AdminProfile) => ({ ...profile, ...next })),
    refuse: vi.fn((resource: string) => {
      subject = { ...subject, refused: [...(subject.refused ?? []), resource] };
    }),
    onRightsStale: vi.fn(() => () => undefined),
  } satisfies GiftdeskAuthProvider;
}

export const fakeDataProvider = (methods: Record<string, unknown>): DataProvider =>
  testDataProvider(methods as Partial<DataProvider>);

/** The default API of component tests: it answers, with nothing in it (the sidebar's counts ask). */
const emptyApi = () => fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) });

export interface RenderAdminOptions {
  authProvider?: GiftdeskAuthProvider;
  /** Shorthand for `authProvider: fakeAuthProvider(subject)`. */
  subject?: AccessSubject;
  dataProvider?: DataProvider;
  store?: Store;
  /** The location to start at; defaults to the admin root. */
  path?: string;
  /** The interface language; en-US by default. */
  locale?: Locale;
  /** A route pattern to mount the screen under, so it can read its params. */
  route?: string;
  /** react-query's client, for a test that fills it first; a new one by default. */
  queryClient?: QueryClient;
}

export function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}) {
  let location: Location | undefined;
  const locale = options.locale ?? 'en-US';
  const authProvider = options.authProvider ?? fakeAuthProvider(options.subject ?? SUPER_ADMIN);
  const result = render(
    <TestMemoryRouter initialEntries={[options.path ?? '/admin']} locationCallback={(l) => (location = l)}>
      <AdminContext
        basename="/admin"
        authProvider={authProvider}
        dataProvider={options.dataProvider ?? emptyApi()}
        i18nProvider={polyglotI18nProvider(() => MESSAGES[locale], locale, [...LOCALES])}
        store={options.store ?? memoryStore()}
        queryClient={options.queryClient}
      >
        {options.route ? (
          <Routes>
            <Route path={options.route} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        ) : (
          ui
        )}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, authProvider, pathname: () => location?.pathname };
}
