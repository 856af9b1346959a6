import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DataTable, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AdminList } from './AdminList';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';

const list = () => {
  const getList = vi.fn(async () => ({ data: [{ id: 't1', sOrderId: 'GD-1' }], total: 1 }));
  return { getList, dataProvider: fakeDataProvider({ getList }) };
};

const Transactions = () => (
  <AdminList resource="transactions">
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="sOrderId" />
    </DataTable>
  </AdminList>
);

describe('AdminList', () => {
  it('asks for its page when the user may see the list', async () => {
    const { getList, dataProvider } = list();
    renderAdmin(<Transactions />, { dataProvider, subject: subAdmin({ Transaction: ['View'] }) });
    expect(await screen.findByText('GD-1')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('transactions', expect.anything());
  });

  it('leaves for the access-denied route without asking, when the user may not', async () => {
    const { getList, dataProvider } = list();
    const { pathname } = renderAdmin(<Transactions />, {
      dataProvider,
      subject: subAdmin({ Customers: ['View'] }),
    });
    // react-admin navigates in the effect of the render where the check answered: by then the call
    // would have started.
    await waitFor(() => expect(pathname()).toBe('/admin/access-denied'));
    expect(getList).not.toHaveBeenCalled();
  });

  it('says a failed call failed, with the server message and a retry, and shows no empty table', async () => {
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('The list service is down.', 503))
      .mockResolvedValue({ data: [{ id: 't1', sOrderId: 'GD-1' }], total: 1 });
    renderAdmin(<Transactions />, { dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('The list service is down.')).toBeInTheDocument();
    expect(screen.getByText(/This list could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText(/of 10|No Records/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('GD-1')).toBeInTheDocument();
    expect(screen.queryByText(/This list could not be loaded/)).not.toBeInTheDocument();
  });
});
