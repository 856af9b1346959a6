import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { GiftCardShow } from './GiftCardShow';

const CARD = {
  id: 'g1',
  _id: 'g1',
  sTitle: 'Steam 50 USD',
  sCategoryTitle: 'Steam Wallet Code',
  iCategoryId: 'c1',
  eCurrency: 'usd',
  nValue: 50,
  nPrice: 48,
  nDiscount: 4,
  nCashBack: 1,
  nServiceCharge: 10,
  bSellable: false,
  nExchangeFees: 30,
  eStatus: 'Active',
  sValidity: '12 months',
  nQuantity: 3,
  sOfferValidity: '',
};

describe('GiftCardShow', () => {
  it('shows the card read-only, without the exchange fee when not sellable', async () => {
    renderAdmin(
      <Routes>
        <Route path="/admin/giftCards/:id/show" element={<GiftCardShow />} />
      </Routes>,
      {
        path: '/admin/giftCards/g1/show',
        dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: CARD })) }),
      },
    );
    expect(await screen.findByText('Steam 50 USD')).toBeInTheDocument();
    expect(screen.getByText('USD - US dollar')).toBeInTheDocument();
    expect(screen.getByText('$48.00')).toBeInTheDocument();
    expect(screen.queryByText('Exchange Fee (%)')).toBeNull();
  });
});
