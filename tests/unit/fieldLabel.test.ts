import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { fieldLabel, labelRows, readableFieldName } from '../../src/common/fieldLabel';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import { orders as frOrders } from '../../src/orders/i18n/fr';
import { cardResources as enCardResources } from '../../src/cards/i18n/en';
import { cardResources as frCardResources } from '../../src/cards/i18n/fr';

const translateIn = (locale: 'en' | 'fr') =>
  polyglotI18nProvider(() => (locale === 'fr' ? fr : en), locale).translate;

describe('readableFieldName', () => {
  it.each([
    ['iSenderId', 'Sender ID'],
    ['aCardCode', 'Card code'],
    ['bSellable', 'Sellable'],
    ['nExchangeFees', 'Exchange fees'],
    ['dCreatedAt', 'Created at'],
    ['sURLToken', 'URL token'],
    ['_id', 'ID'],
    ['link', 'Link'],
    ['eStatus', 'Status'],
  ])('%s reads %s', (field, readable) => {
    expect(readableFieldName(field)).toBe(readable);
  });
});

describe('fieldLabel', () => {
  it("uses the screen's label in the user's locale", () => {
    expect(fieldLabel(translateIn('en'), 'giftCards', 'sTitle')).toBe(
      enCardResources.giftCards.fields.sTitle,
    );
    expect(fieldLabel(translateIn('fr'), 'giftCards', 'sTitle')).toBe(
      frCardResources.giftCards.fields.sTitle,
    );
    expect(fieldLabel(translateIn('fr'), 'giftCards', 'nPrice')).toBe(
      frCardResources.giftCards.fields.nPrice,
    );
  });

  it("falls back on the app's own key, then on a readable name, never the raw one", () => {
    expect(fieldLabel(translateIn('en'), 'subadmin', 'sPassword')).toBe(en.gd.auth.password);
    expect(fieldLabel(translateIn('fr'), 'subadmin', 'sPassword')).toBe(fr.gd.auth.password);
    expect(fieldLabel(translateIn('fr'), 'orders', 'aCardCode')).toBe(frOrders.details.codes);
    expect(fieldLabel(translateIn('en'), 'push', 'iSenderId')).toBe('Sender ID');
  });
});

describe('labelRows', () => {
  it('renames the keys in order, keeps the values, and never lets two columns share a header', () => {
    const labels: Record<string, string> = { iCategoryId: 'Category', sCategoryTitle: 'Category' };
    const rows = labelRows(
      [{ iCategoryId: 'c1', sCategoryTitle: 'Games', nPrice: 5 }],
      (field) => labels[field] ?? readableFieldName(field),
    );
    expect(rows).toEqual([{ Category: 'c1', 'Category (Category title)': 'Games', Price: 5 }]);
    expect(Object.keys(rows[0])).toEqual(['Category', 'Category (Category title)', 'Price']);
  });
});
