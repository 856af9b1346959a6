import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { GiftCardList } from './GiftCardList';
import { cardResources as enCardResources } from '../cards/i18n/en';

const card = (i: number) => ({
  id: `g${i}`,
  _id: `g${i}`,
  sTitle: `Card ${i}`,
  sCategoryTitle: 'Steam Wallet Code',
  eCurrency: 'usd',
  nPrice: 10 + i,
  nValue: 10 + i,
  eStatus: 'Active',
  sValidity: '12 months',
  nQuantity: i,
  sOfferValidity: '',
});
const ALL = Array.from({ length: 230 }, (_, i) => card(i));

function setup() {
  const getList = vi.fn(
    async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: ALL.slice(start, start + pagination.perPage), total: ALL.length };
    },
  );
  const setStatus = vi.fn(async () => ({ message: 'Gift card status updated successfully.' }));
  const deleteOne = vi.fn(async (_r: string, { id }: { id: string }) => ({ data: { id } }));
  const result = renderAdmin(
    <Routes>
      <Route path="/admin/giftCards" element={<GiftCardList />} />
    </Routes>,
    { path: '/admin/giftCards', dataProvider: fakeDataProvider({ getList, setStatus, delete: deleteOne }) },
  );
  return { ...result, getList, setStatus, deleteOne };
}

describe('GiftCardList (super admin)', () => {
  it('shows the columns, newest first, 10 a page, with the price as money', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Card 0')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'giftCards',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'dCreatedAt', order: 'DESC' },
      }),
    );
    for (const name of [
      'Product Name',
      'Category',
      'Currency',
      'Price',
      'Validity',
      'Quantity',
      'Offer Validity',
      'Status',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('$15.00')).toBeInTheDocument();
  });

  it('sorts the product name by the spec key sProductName', async () => {
    const { getList } = setup();
    await screen.findByText('Card 0');
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: 'Product Name' })).getByText('Product Name'),
    );
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'giftCards',
        expect.objectContaining({ sort: { field: 'sProductName', order: 'ASC' } }),
      ),
    );
  });

  it('switches a status through the status call', async () => {
    const { setStatus } = setup();
    await screen.findByText('Card 0');
    fireEvent.click(screen.getAllByRole('switch', { name: 'Active / Disabled' })[0]);
    await waitFor(() =>
      expect(setStatus).toHaveBeenCalledWith('giftCards', { id: 'g0', status: 'Disabled' }),
    );
    expect(await screen.findByText('Gift card status updated successfully.')).toBeInTheDocument();
  });

  it("asks before deleting, with 'Yes, delete it!' and 'Cancel', then says 'Deleted!'", async () => {
    const { deleteOne } = setup();
    await screen.findByText('Card 0');
    const row = screen.getByText('Card 1').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('giftCards', expect.objectContaining({ id: 'g1' })),
    );
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('exports every matching row, fetching 100 a page', async () => {
    const { getList } = setup();
    await screen.findByText('Card 0');
    getList.mockClear();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(3));
    expect(getList.mock.calls.map((call) => call[1].pagination)).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
      { page: 3, perPage: 100 },
    ]);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const csv = await blob.text();
    expect(csv.split('\n').filter(Boolean)).toHaveLength(231);
    expect(csv).toContain('Card 229');
    // The headers are the list's labels, never the API's field names.
    const F = enCardResources.giftCards.fields;
    expect(csv.split('\n')[0].trim()).toBe(
      [
        F.sTitle,
        F.sCategoryTitle,
        F.eCurrency,
        F.nValue,
        F.nPrice,
        F.nDiscount,
        F.nCashBack,
        F.nServiceCharge,
        F.bSellable,
        F.nExchangeFees,
        F.sValidity,
        F.nQuantity,
        F.sOfferValidity,
        F.eStatus,
      ].join(','),
    );
  });
});
