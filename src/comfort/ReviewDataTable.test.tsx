import { fireEvent, screen, within } from '@testing-library/react';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { ReviewDataTable, type RowShortcuts } from './ReviewDataTable';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'o1', name: 'First order' },
  { id: 'o2', name: 'Second order' },
  { id: 'o3', name: 'Third order' },
];

const Review = ({ shortcuts }: { shortcuts: RowShortcuts<Row> }) => {
  const list = useList<Row>({ data: ROWS, resource: 'orders' });
  return (
    <ListContextProvider value={list}>
      <ReviewDataTable<Row> bulkActionButtons={false} rowClick={false} shortcuts={shortcuts}>
        <DataTable.Col source="name" />
      </ReviewDataTable>
    </ListContextProvider>
  );
};

const press = (key: string) => fireEvent.keyDown(document.body, { key });
// jsdom has no layout: the highlight's scrolling is a no-op here.
beforeEach(() => {
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

describe('ReviewDataTable', () => {
  it('acts on the row chosen with j / k only, never before a row is chosen', async () => {
    const accept = vi.fn();
    const reject = vi.fn();
    const open = vi.fn();
    renderAdmin(
      <ResourceContextProvider value="orders">
        <Review shortcuts={{ accept, reject, open }} />
      </ResourceContextProvider>,
    );
    await screen.findByText('Third order');

    press('a');
    press('Enter');
    expect(accept).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();

    press('j');
    press('a');
    expect(accept).toHaveBeenLastCalledWith(ROWS[0]);
    press('j');
    press('j');
    press('j'); // stays on the last row
    press('r');
    expect(reject).toHaveBeenLastCalledWith(ROWS[2]);
    press('k');
    press('Enter');
    expect(open).toHaveBeenLastCalledWith(ROWS[1]);
  });

  it('lists in its help only the actions given (a user without the right has no key)', async () => {
    const open = vi.fn();
    renderAdmin(
      <ResourceContextProvider value="orders">
        <Review shortcuts={{ open, labels: { open: 'gd.orders.actions.view_details' } }} />
      </ResourceContextProvider>,
    );
    await screen.findByText('First order');
    press('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Next record')).toBeInTheDocument();
    expect(within(help).getByText('Previous record')).toBeInTheDocument();
    expect(within(help).getByText('View details')).toBeInTheDocument();
    expect(within(help).queryByText('Accept')).toBeNull();
    expect(within(help).queryByText('Reject')).toBeNull();
    // While the help is open, the keys are its own.
    press('j');
    press('Enter');
    expect(open).not.toHaveBeenCalled();
    press('a');
    expect(screen.queryByText('Accept')).toBeNull();
  });
});
