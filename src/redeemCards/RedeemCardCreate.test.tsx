import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceUntil } from '../../tests/support/fakeClock';
import { fakeDataProvider, MESSAGES, renderAdmin } from '../../tests/support/renderAdmin';
import { REDIRECT_MS } from '../domain/timing';
import type { Locale } from '../i18n/locales';
import { RedeemCardCreate } from './RedeemCardCreate';
import { generateRedeemCode, redeemCardSchema } from '../domain/cards';
import { expectRequiredOfSchema } from '../../tests/support/requiredFields';
import * as enCards from '../cards/i18n/en';
import * as frCards from '../cards/i18n/fr';
import * as arCards from '../cards/i18n/ar';

const CARD_TEXTS = { 'en-US': enCards, 'fr-FR': frCards, ar: arCards };

type Create = (resource: string, params: { data: Record<string, unknown> }) => Promise<{ data: object }>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function setup(
  locale: Locale = 'en-US',
  create: Create = async (_r, p) => ({ data: { ...p.data, id: 'n' } }),
) {
  const spy = vi.fn(create);
  const result = renderAdmin(
    <Routes>
      <Route path="/admin/redeemCards/create" element={<RedeemCardCreate />} />
      <Route path="/admin/redeemCards" element={<p>the list</p>} />
    </Routes>,
    { path: '/admin/redeemCards/create', locale, dataProvider: fakeDataProvider({ create: spy }) },
  );
  const t = MESSAGES[locale];
  const c = CARD_TEXTS[locale];
  return { ...result, create: spy, t, c, f: c.cardResources.redeemCards.fields, v: c.cards.validation };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function chooseCurrency(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe.each(['en-US', 'fr-FR', 'ar'] as const)('RedeemCardCreate (%s)', (locale) => {
  it('shows every message when submitted empty', async () => {
    const { create, c, v } = setup(locale);
    fireEvent.click(await screen.findByRole('button', { name: c.cards.redeem.submit }));
    for (const message of [v.code_required, v.pin_invalid, v.value_required, v.currency_required]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('announces its four fields as required, with no marks (every field is)', async () => {
    const { c, f } = setup(locale);
    await screen.findByRole('button', { name: c.cards.redeem.submit });
    const { sCode, sPin, nValue, eCurrency } = f;
    expectRequiredOfSchema(
      redeemCardSchema,
      { sCode: generateRedeemCode(), sPin: '1234', nValue: '25', eCurrency: 'usd' },
      { sCode, sPin, nValue, eCurrency },
      4,
      'unmarked',
    );
  });

  it("says 'Pin must be 4 digit number' for 5 digits or letters, and checks the code and value shapes", async () => {
    const { c, f, v } = setup(locale);
    await screen.findByRole('button', { name: c.cards.redeem.submit });
    type(f.sCode, 'a b');
    type(f.sPin, '12345');
    type(f.nValue, '10x');
    fireEvent.click(screen.getByRole('button', { name: c.cards.redeem.submit }));
    expect(await screen.findByText(v.pin_invalid)).toBeInTheDocument();
    expect(screen.getByText(v.code_invalid)).toBeInTheDocument();
    expect(screen.getByText(v.only_number)).toBeInTheDocument();
    type(f.sPin, '12a');
    expect(await screen.findByText(v.pin_invalid)).toBeInTheDocument();
  });

  it('generates a 16-character code from the alphabet', async () => {
    const { c, f } = setup(locale);
    fireEvent.click(await screen.findByRole('button', { name: c.cards.actions.generate }));
    const first = (field(f.sCode) as HTMLInputElement).value;
    expect(first).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ0-9]{16}$/);
    fireEvent.click(screen.getByRole('button', { name: c.cards.actions.generate }));
    expect((field(f.sCode) as HTMLInputElement).value).not.toBe(first);
  });

  it('states the rule the code is checked by, and a typed code the rule accepts is sent', async () => {
    const { t, c, f, v, create } = setup(locale);
    await screen.findByRole('button', { name: c.cards.redeem.submit });
    const hint = c.cards.redeem.code_hint
      .replace('%{min}', '4')
      .replace('%{max}', '32')
      .replace('%{length}', '16');
    expect(screen.getByText(hint)).toBeInTheDocument();
    type(f.sCode, 'abc-123');
    type(f.sPin, '1');
    type(f.nValue, '5');
    await chooseCurrency(f.eCurrency, t.gd.common.currencies.usd);
    fireEvent.click(screen.getByRole('button', { name: c.cards.redeem.submit }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(screen.queryByText(v.code_invalid)).toBeNull();
  });

  it("shows the server's message for a duplicate code and stays on the form", async () => {
    // react-admin logs the rejected mutation; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = MESSAGES[locale].gd.server.redeem_code_taken;
    const { t, c, f, create, pathname } = setup(locale, async () => {
      throw new HttpError(message, 409, { message });
    });
    await screen.findByRole('button', { name: c.cards.redeem.submit });
    type(f.sCode, 'ABCD2345EFGH6789');
    type(f.sPin, '0042');
    type(f.nValue, '25');
    await chooseCurrency(f.eCurrency, t.gd.common.currencies.eur);
    fireEvent.click(screen.getByRole('button', { name: c.cards.redeem.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(pathname()).toBe('/admin/redeemCards/create');
  });
});

describe('RedeemCardCreate saving', () => {
  it('sends code, pin, value and currency, then goes back to the list after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { t, c, f, create, pathname } = setup();
    await screen.findByRole('button', { name: c.cards.redeem.submit });
    fireEvent.click(screen.getByRole('button', { name: c.cards.actions.generate }));
    const code = (field(f.sCode) as HTMLInputElement).value;
    type(f.sPin, '7');
    type(f.nValue, '100');
    await chooseCurrency(f.eCurrency, t.gd.common.currencies.gbp);
    const clicked = Date.now();
    fireEvent.click(screen.getByRole('button', { name: c.cards.redeem.submit }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({ sCode: code, sPin: '7', nValue: 100, eCurrency: 'gbp' });
    expect(await screen.findByText(c.cards.redeem.created)).toBeInTheDocument();
    const waited = (await advanceUntil(() => pathname() === '/admin/redeemCards')) - clicked;
    expect(waited).toBeGreaterThanOrEqual(REDIRECT_MS.redeemCardSaved);
    expect(waited).toBeLessThan(REDIRECT_MS.redeemCardSaved + 1500);
  });
});
