import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { PendingSellOrders } from './SellOrderList';

const sellOrder = (n: number) => ({
  id: `s${n}`,
  _id: `s${n}`,
  sOrderId: `GS${n}`,
  sEmail: `c${n}@example.com`,
  sFullName: `Seller ${n}`,
  sTitle: 'Apple Gift Card 50',
  sDescription: '1 x Apple Gift Card 50',
  eCurrency: 'usd',
  nPrice: 40,
  nQuantity: 1,
  eType: 'Sell',
  eStatus: 'Pending',
  nTotalAmount: 37,
  nWalletAmount: 0,
  dCreatedAt: '2026-03-04T15:06:00.000Z',
  aCartData: [],
  aExtraCharges: [],
  aCardCode: [],
});

const toolbar = () => {
  const element = document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]');
  if (!element) throw new Error('no bulk toolbar');
  return within(element);
};

describe('sell order bulk actions', () => {
  it('denies the selected sell orders with one reason, refused while blank after trimming', async () => {
    const reviewSellOrder = vi.fn(async () => ({ message: 'Sell order denied.' }));
    renderAdmin(<PendingSellOrders />, {
      dataProvider: fakeDataProvider({
        getList: async () => ({ data: [sellOrder(1), sellOrder(2), sellOrder(3)], total: 3 }),
        reviewSellOrder,
      }),
    });
    await screen.findByText('GS3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(toolbar().getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deny 3 sell orders (one reason for all)',
    });
    const reason = within(dialog).getByLabelText('Reason');
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    fireEvent.change(reason, { target: { value: '   ' } });
    await waitFor(() => expect(submit).toBeDisabled());
    fireEvent.change(reason, { target: { value: 'Codes already used' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    const result = await screen.findByRole('dialog', { name: 'Deny' });
    await within(result).findByText('Done: 3 · Failed: 0 · Not sent: 0');
    expect(reviewSellOrder).toHaveBeenCalledTimes(3);
    expect(reviewSellOrder).toHaveBeenCalledWith({
      _id: 's2',
      status: 'Denied',
      sRejectReason: 'Codes already used',
    });
  });
});
