import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DataTable, ListBase, TopToolbar } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { ColumnsButton } from './ColumnsButton';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';

const dataProvider = fakeDataProvider({
  getList: async () => ({
    data: [{ id: 't1', sOrderId: 'GD-1', sPaymentMode: 'card' }],
    total: 1,
  }),
});

const Transactions = ({ storeKey }: { storeKey?: string }) => (
  <ListBase resource="transactions">
    <TopToolbar>
      <ColumnsButton storeKey={storeKey} />
    </TopToolbar>
    <ResponsiveDataTable bulkActionButtons={false} storeKey={storeKey}>
      <DataTable.Col source="sOrderId" label="Order ID" />
      <DataTable.Col source="sPaymentMode" label="Payment method" />
    </ResponsiveDataTable>
  </ListBase>
);

const openColumns = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return within(await screen.findByRole('presentation'));
};

describe('ColumnsButton', () => {
  it('renders no column selector until it is opened', async () => {
    renderAdmin(<Transactions />, { dataProvider });
    expect(await screen.findByText('GD-1')).toBeInTheDocument();
    // react-admin's own button keeps the selector, every column's switch, in a hidden popover.
    expect(screen.queryAllByRole('switch', { hidden: true })).toHaveLength(0);
    expect(document.getElementById('transactions.datatable-columnsSelector')).toBeNull();
  });

  it('shows the columns once opened, and hides the one switched off', async () => {
    renderAdmin(<Transactions />, { dataProvider });
    expect(await screen.findByText('GD-1')).toBeInTheDocument();
    const popover = await openColumns();
    fireEvent.click(await popover.findByRole('switch', { name: 'Payment method' }));
    fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Order ID' })).toBeInTheDocument();
  });

  it("opens the selector of its own table, by the table's store key", async () => {
    renderAdmin(<Transactions storeKey="orders.pending.datatable" />, { dataProvider });
    expect(await screen.findByText('GD-1')).toBeInTheDocument();
    const popover = await openColumns();
    expect(await popover.findByRole('switch', { name: 'Order ID' })).toBeChecked();
    expect(document.getElementById('orders.pending.datatable-columnsSelector')).not.toBeNull();
  });
});
