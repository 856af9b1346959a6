/**
 * Component-test harness of the card screens (never imported by the app): the common harness's
 * set-up, in either locale, so the forms' messages are checked in English and in French.
 */
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { SUPER_ADMIN, fakeAuthProvider } from '../common/testing';
import type { AccessSubject } from '../domain/permissions';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { LOCALES, type Locale } from '../i18n/locales';

export const MESSAGES = { 'en-US': en, 'fr-FR': fr } as const;

export function renderCards(
  ui: ReactElement,
  options: { path: string; dataProvider: DataProvider; locale?: Locale; subject?: AccessSubject },
) {
  let location: Location | undefined;
  const locale = options.locale ?? 'en-US';
  const result = render(
    <TestMemoryRouter initialEntries={[options.path]} locationCallback={(l) => (location = l)}>
      <AdminContext
        basename="/admin"
        authProvider={fakeAuthProvider(options.subject ?? SUPER_ADMIN)}
        dataProvider={options.dataProvider}
        i18nProvider={polyglotI18nProvider((l) => MESSAGES[l as Locale], locale, [...LOCALES])}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, pathname: () => location?.pathname };
}
