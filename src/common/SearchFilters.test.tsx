import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../tests/support/customerFixture';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { CustomerList } from '../customers/CustomerList';
import { RedeemCardList } from '../redeemCards/RedeemCardList';
import { searchChoices } from './SearchFilters';

const ROW = { ...customerFixture(), id: 'c1' };
const lastFilter = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)?.[1].filter;

describe('Search in', () => {
  it('offers the list call’s other columns; the search then goes to the chosen one', async () => {
    const getList = vi.fn(async () => ({ data: [ROW], total: 1 }));
    renderAdmin(<CustomerList />, {
      path: '/admin/customers',
      dataProvider: fakeDataProvider({ getList }),
    });
    await screen.findByText('Camille Dubois');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // The empty choice is the default column; the others are the allowlist's.
    expect(options.map((option) => option.textContent)).toEqual(['Full Name', 'Email', 'User Name', 'Phone']);
    fireEvent.click(options[1]);

    const box = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(box, { target: { value: 'gmail' } });
    await waitFor(() => expect(lastFilter(getList)).toEqual({ search_by: 'sEmail', q: 'gmail' }));
  });

  it('the customers’ KYC status filter', async () => {
    const getList = vi.fn(async () => ({ data: [ROW], total: 1 }));
    renderAdmin(<CustomerList />, { path: '/admin/customers', dataProvider: fakeDataProvider({ getList }) });
    await screen.findByText('Camille Dubois');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'KYC status' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Verified' }));
    await waitFor(() => expect(lastFilter(getList)).toEqual({ sKycStatus: 'v' }));
  });

  it('no choice where the call searches one column only (redeem codes: the code)', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAdmin(<RedeemCardList />, {
      path: '/admin/redeemCards',
      dataProvider: fakeDataProvider({ getList }),
    });
    await screen.findByRole('textbox', { name: 'Search' });
    expect(screen.queryByRole('combobox', { name: 'Search in' })).not.toBeInTheDocument();
  });

  it('leaves out the record key, and puts the default first', () => {
    expect(
      searchChoices({ path: '/x', searchBy: 'sOrderId', searchFields: ['sEmail', '_id', 'sOrderId'] }),
    ).toEqual(['sOrderId', 'sEmail']);
  });
});
