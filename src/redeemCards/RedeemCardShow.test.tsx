import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { MASKED_CODE, MASKED_PIN } from './reveal';
import { RedeemCardShow } from './RedeemCardShow';

const CARD = {
  id: 'r1',
  _id: 'r1',
  sCode: 'ABCD2345EFGH6789',
  sPin: '0042',
  nValue: 15,
  eCurrency: 'eur',
  bRedeemed: false,
  eStatus: 'Active',
};

describe('RedeemCardShow', () => {
  it('keeps code and pin masked until asked, then hides them again', async () => {
    renderAdmin(
      <Routes>
        <Route path="/admin/redeemCards/:id/show" element={<RedeemCardShow />} />
      </Routes>,
      {
        path: '/admin/redeemCards/r1/show',
        dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: CARD })) }),
      },
    );
    expect(await screen.findByText(MASKED_CODE)).toBeInTheDocument();
    expect(screen.getByText(MASKED_PIN)).toBeInTheDocument();
    expect(screen.queryByText(CARD.sCode)).toBeNull();
    expect(screen.getByText('EUR - Euro')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show code and pin' }));
    expect(screen.getByText(CARD.sCode)).toBeInTheDocument();
    expect(screen.getByText('0042')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide code and pin' }));
    expect(screen.queryByText(CARD.sCode)).toBeNull();
  });
});
