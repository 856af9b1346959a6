import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { PaymentStatusChip } from './TransactionList';

const renderIn = (locale: 'en-US' | 'fr-FR', status: unknown) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => (locale === 'fr-FR' ? fr : en), locale)}>
      <PaymentStatusChip status={status} />
    </AdminContext>,
  );

describe('PaymentStatusChip', () => {
  it.each([
    ['Success', 'Success', 'Réussi', 'colorSuccess'],
    ['Failed', 'Failed', 'Échoué', 'colorError'],
    ['Refunded', 'Refunded', 'Remboursé', 'colorInfo'],
    ['Chargeback', 'Chargeback', 'Chargeback', 'colorDefault'],
  ])('%s reads %s (fr: %s), in a %s chip', (status, english, french, color) => {
    const { unmount } = renderIn('en-US', status);
    expect(screen.getByText(english).closest('.MuiChip-root')).toHaveClass(`MuiChip-${color}`);
    unmount();
    renderIn('fr-FR', status);
    expect(screen.getByText(french)).toBeInTheDocument();
  });
});
