import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceUntil } from '../../tests/support/fakeClock';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { REDIRECT_MS } from '../domain/timing';
import { RedeemCardEdit } from './RedeemCardEdit';

const CARD = {
  id: 'r1',
  _id: 'r1',
  sCode: 'ABCD2345EFGH6789',
  sPin: '0042',
  nValue: 50,
  eCurrency: 'gbp',
  bRedeemed: false,
  eStatus: 'Active',
};

function setup(card = CARD) {
  const getOne = vi.fn(async () => ({ data: card }));
  const update = vi.fn(async (_r: string, params: { id: string; data: object }) => ({
    data: { ...card, ...params.data },
  }));
  const result = renderAdmin(
    <Routes>
      <Route path="/admin/redeemCards/:id" element={<RedeemCardEdit />} />
      <Route path="/admin/redeemCards" element={<p>the list</p>} />
    </Routes>,
    { path: '/admin/redeemCards/r1', dataProvider: fakeDataProvider({ getOne, update }) },
  );
  return { ...result, update };
}

describe('RedeemCardEdit', () => {
  afterEach(() => vi.useRealTimers());

  it('edits the loaded card and goes back to the list after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { update, pathname } = setup();
    const pin = await screen.findByDisplayValue('0042');
    expect(screen.getByDisplayValue('ABCD2345EFGH6789')).toBeInTheDocument();
    fireEvent.change(pin, { target: { value: '9' } });
    const saved = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      sCode: CARD.sCode,
      sPin: '9',
      nValue: 50,
      eCurrency: 'gbp',
    });
    expect(await screen.findByText('Redeem card updated')).toBeInTheDocument();
    const movedAt = await advanceUntil(() => pathname() === '/admin/redeemCards');
    expect(movedAt - saved).toBeGreaterThanOrEqual(REDIRECT_MS.redeemCardSaved);
  });

  it('a redeemed card is shown locked, without a save button', async () => {
    setup({ ...CARD, bRedeemed: true });
    expect(
      await screen.findByText('This card has been redeemed: it can no longer be edited.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getByDisplayValue('0042')).toBeDisabled();
  });
});
