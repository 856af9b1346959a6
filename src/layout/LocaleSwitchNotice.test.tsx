import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, useLocaleState, useTranslate } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../tests/support/renderAdmin';
import { LOCALES } from '../i18n/locales';
import { withLocaleRollback } from '../i18n/localeRollback';
import { LocaleSwitchNotice } from './LocaleSwitchNotice';

const Screen = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <>
      <p data-testid="shown">
        {locale}: {translate('gd.common.retry')}
      </p>
      <button onClick={() => setLocale('fr-FR')}>Français</button>
    </>
  );
};

/** French whose messages fail to download the first time, and arrive the second. */
function setup() {
  let failures = 1;
  const provider = polyglotI18nProvider(
    (locale) => {
      if (locale !== 'fr-FR') return MESSAGES['en-US'];
      if (failures-- > 0) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve(MESSAGES['fr-FR']);
    },
    'en-US',
    [...LOCALES],
  );
  const store = memoryStore();
  store.setItem('locale', 'en-US');
  render(
    <AdminContext i18nProvider={withLocaleRollback(provider, store)} store={store}>
      <Screen />
      <LocaleSwitchNotice />
      <Notification />
    </AdminContext>,
  );
}

describe('a language whose messages do not download', () => {
  it('leaves the screen in the language it speaks, says so, and can be chosen again', async () => {
    setup();
    expect(screen.getByTestId('shown')).toHaveTextContent('en-US: Retry');

    fireEvent.click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByText(MESSAGES['en-US'].ra.notification.i18n_error)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('en-US: Retry'));

    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('fr-FR: Réessayer'));
  });
});
