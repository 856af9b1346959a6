import { screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { OrderStatusField } from './OrderStatusField';

const renderIn = (locale: 'en-US' | 'fr-FR', status: unknown) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => (locale === 'fr-FR' ? fr : en), locale)}>
      <OrderStatusField status={status} />
    </AdminContext>,
  );

describe('OrderStatusField', () => {
  it.each([
    [0, 'Failed', 'Échouée'],
    [1, 'Paid', 'Payée'],
    [2, 'Accepted', 'Acceptée'],
    [3, 'Delivered', 'Livrée'],
    [4, 'No Status', 'Aucun statut'],
    [undefined, 'No Status', 'Aucun statut'],
    ['x', 'No Status', 'Aucun statut'],
  ])('status %s is %s (fr: %s)', (status, english, french) => {
    const { unmount } = renderIn('en-US', status);
    expect(screen.getByText(english)).toBeInTheDocument();
    unmount();
    renderIn('fr-FR', status);
    expect(screen.getByText(french)).toBeInTheDocument();
  });
});
