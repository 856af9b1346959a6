import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceUntil } from '../../tests/support/fakeClock';
import { fakeDataProvider, MESSAGES, renderAdmin } from '../../tests/support/renderAdmin';
import { REDIRECT_MS } from '../domain/timing';
import { giftCardSchema } from '../domain/cards';
import { expectRequiredOfSchema, withoutRequiredMark } from '../../tests/support/requiredFields';
import type { Locale } from '../i18n/locales';
import { GiftCardCreate } from './GiftCardCreate';
import * as enCards from '../cards/i18n/en';
import * as frCards from '../cards/i18n/fr';
import * as arCards from '../cards/i18n/ar';

const CARD_TEXTS = { 'en-US': enCards, 'fr-FR': frCards, ar: arCards };

const CATEGORIES = [
  { _id: 'c1', sTitle: 'Steam Wallet Code' },
  { _id: 'c2', sTitle: 'Netflix Gift Card' },
];

function setup(locale: Locale = 'en-US') {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 'new-card' },
  }));
  const getCardCategories = vi.fn(async () => CATEGORIES);
  const result = renderAdmin(
    <Routes>
      <Route path="/admin/giftCards/create" element={<GiftCardCreate />} />
      <Route path="/admin/giftCards" element={<p>the list</p>} />
    </Routes>,
    {
      path: '/admin/giftCards/create',
      locale,
      dataProvider: fakeDataProvider({ create, getCardCategories }),
    },
  );
  const t = MESSAGES[locale];
  const c = CARD_TEXTS[locale];
  return { ...result, create, t, c, f: c.cardResources.giftCards.fields, v: c.cards.validation };
}

/** A card the schema accepts, sellable so that its exchange fee counts. */
const VALID_CARD = {
  sTitle: 'Steam 50',
  iCategoryId: 'c1',
  eCurrency: 'usd',
  nValue: 50,
  nPrice: 45,
  nDiscount: 0,
  nCashBack: 0,
  nServiceCharge: 10,
  bSellable: true,
  nExchangeFees: 30,
  sValidity: '',
  nQuantity: 0,
  sOfferValidity: '',
};

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe.each(['en-US', 'fr-FR', 'ar'] as const)('GiftCardCreate (%s)', (locale) => {
  it('shows every required message when submitted empty, and sends nothing', async () => {
    const { create, c, v } = setup(locale);
    fireEvent.click(await screen.findByRole('button', { name: c.cards.gift.submit }));
    for (const message of [
      v.title_required,
      v.category_required,
      v.currency_required,
      v.price_required,
      v.value_required,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it("says before any error that price and value are whole units of the card's currency", async () => {
    const { t, c } = setup(locale);
    await screen.findByRole('button', { name: c.cards.gift.submit });
    const hints = c.cards.gift.whole_amount;
    expect(screen.getAllByText(hints.none)).toHaveLength(2);
    await choose(c.cardResources.giftCards.fields.eCurrency, t.gd.common.currencies.gbp);
    expect(await screen.findAllByText(hints.gbp)).toHaveLength(2);
    await choose(c.cardResources.giftCards.fields.eCurrency, t.gd.common.currencies.usd);
    expect(await screen.findAllByText(hints.usd)).toHaveLength(2);
    expect(screen.queryByText(hints.none)).toBeNull();
  });

  it('refuses letters in the price and values under the minimums', async () => {
    const { create, c, f, v } = setup(locale);
    await screen.findByRole('button', { name: c.cards.gift.submit });
    type(f.nPrice, '12a');
    type(f.nValue, '1.5');
    type(f.nDiscount, '-1');
    type(f.nServiceCharge, '0');
    type(f.nCashBack, '101');
    fireEvent.click(screen.getByRole('button', { name: c.cards.gift.submit }));
    expect(await screen.findAllByText(v.only_number)).toHaveLength(2);
    expect(screen.getByText(v.min_zero)).toBeInTheDocument();
    expect(screen.getByText(v.min_one)).toBeInTheDocument();
    expect(screen.getByText(v.max_percent)).toBeInTheDocument();
    type(f.nServiceCharge, '');
    fireEvent.click(screen.getByRole('button', { name: c.cards.gift.submit }));
    expect(await screen.findByText(v.service_charge_required)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('starts with service charge 10; the exchange fee (30) shows only when sellable and is checked then', async () => {
    const { c, f, v } = setup(locale);
    await screen.findByRole('button', { name: c.cards.gift.submit });
    expect(field(f.nServiceCharge)).toHaveValue(10);
    expect(screen.queryByLabelText(f.nExchangeFees, { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: f.bSellable }));
    expect(field(f.nExchangeFees)).toHaveValue(30);
    type(f.nExchangeFees, '');
    fireEvent.click(screen.getByRole('button', { name: c.cards.gift.submit }));
    expect(await screen.findByText(v.exchange_fee_required)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: f.bSellable }));
    expect(screen.queryByLabelText(f.nExchangeFees, { exact: false })).toBeNull();
  });

  it('marks with an asterisk exactly the fields that may not be left empty', async () => {
    const { c, f } = setup(locale);
    await screen.findByRole('button', { name: c.cards.gift.submit });
    fireEvent.click(screen.getByRole('switch', { name: f.bSellable }));
    // Loaded, the categories' field is the select that says it is required (before, a disabled stand-in).
    await screen.findByRole('combobox', { name: withoutRequiredMark(f.iCategoryId) });
    expectRequiredOfSchema(giftCardSchema, VALID_CARD, f, 7);
  });
});

describe('GiftCardCreate saving', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the typed values as numbers, then goes back to the list after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { create, t, c, f, pathname } = setup();
    await screen.findByRole('button', { name: c.cards.gift.submit });
    type(f.sTitle, '  Steam 50 USD ');
    await choose(f.iCategoryId, 'Steam Wallet Code');
    await choose(f.eCurrency, t.gd.common.currencies.usd);
    type(f.nValue, '50');
    type(f.nPrice, '48');
    type(f.nDiscount, '4');
    fireEvent.click(screen.getByRole('switch', { name: f.bSellable }));
    const clicked = Date.now();
    fireEvent.click(screen.getByRole('button', { name: c.cards.gift.submit }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      sTitle: 'Steam 50 USD',
      iCategoryId: 'c1',
      eCurrency: 'usd',
      nValue: 50,
      nPrice: 48,
      nDiscount: 4,
      nServiceCharge: 10,
      bSellable: true,
      nExchangeFees: 30,
    });
    expect(await screen.findByText(c.cards.gift.created)).toBeInTheDocument();
    expect(pathname()).toBe('/admin/giftCards/create');
    const movedAt = await advanceUntil(() => pathname() === '/admin/giftCards');
    expect(movedAt - clicked).toBeGreaterThanOrEqual(REDIRECT_MS.giftCardSaved);
  });
});
