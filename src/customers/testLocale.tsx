/**
 * Test-only: renderAdmin's harness in a chosen locale (the shared one is English only), so the
 * customer and KYC tests can check their messages in en-US and fr-FR.
 */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { Route, Routes } from 'react-router-dom';
import type { GiftdeskAuthProvider } from '../auth/authProvider';
import { SUPER_ADMIN, fakeAuthProvider, fakeDataProvider } from '../common/testing';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { LOCALES } from '../i18n/locales';

export type TestLocale = 'en-US' | 'fr-FR';
export const MESSAGES = { 'en-US': en, 'fr-FR': fr } as const;

export interface RenderOptions {
  locale?: TestLocale;
  authProvider?: GiftdeskAuthProvider;
  dataProvider?: DataProvider;
  path: string;
  /** The route pattern the screen is mounted under (to read its params). */
  route?: string;
}

export function renderScreen(ui: ReactElement, options: RenderOptions) {
  let location: Location | undefined;
  const locale = options.locale ?? 'en-US';
  const authProvider = options.authProvider ?? fakeAuthProvider(SUPER_ADMIN);
  const result = render(
    <TestMemoryRouter initialEntries={[options.path]} locationCallback={(l) => (location = l)}>
      <AdminContext
        basename="/admin"
        authProvider={authProvider}
        dataProvider={options.dataProvider ?? fakeDataProvider({})}
        i18nProvider={polyglotI18nProvider(() => MESSAGES[locale], locale, [...LOCALES])}
        store={memoryStore()}
      >
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, authProvider, pathname: () => location?.pathname };
}
