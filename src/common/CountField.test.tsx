import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CountField } from './ListParts';

const renderIn = (locale: string, record: Record<string, unknown>) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => englishMessages, locale)}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <CountField source="nQuantity" />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('CountField', () => {
  // jsdom's navigator says en-US: react-admin's NumberField would write 1,234 in every locale.
  it.each([
    ['en-US', '1,234'],
    ['fr-FR', '1\u202f234'],
  ])('writes a quantity in the interface locale %s: %s', (locale, shown) => {
    const { container } = renderIn(locale, { nQuantity: 1234 });
    expect(container.textContent).toBe(shown);
  });

  it('writes nothing for a missing quantity', () => {
    const { container } = renderIn('en-US', { nQuantity: null });
    expect(container.textContent).toBe('');
  });
});
