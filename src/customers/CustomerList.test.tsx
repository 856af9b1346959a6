import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import type { Operation } from '../domain/permissions';
import { CustomerList } from './CustomerList';
import { customerFixture } from '../../tests/support/customerFixture';

const ROW = { ...customerFixture(), id: 'c1' };

function setup(ops?: Operation[]) {
  const getList = vi.fn(async () => ({ data: [ROW], total: 1 }));
  const setStatus = vi.fn(async () => ({ message: 'Customer status updated successfully.' }));
  const deleteFn = vi.fn(async () => ({ data: ROW }));
  const result = renderAdmin(<CustomerList />, {
    path: '/admin/customers',
    dataProvider: fakeDataProvider({ getList, setStatus, delete: deleteFn }),
    subject: ops && subAdmin({ Customers: ops }),
  });
  return { ...result, getList, setStatus, deleteFn };
}

describe('CustomerList', () => {
  it('super admin: status switch, view, edit and delete with the spec texts', async () => {
    const { setStatus, deleteFn } = setup();
    await screen.findByText('Camille Dubois');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View: Camille Dubois' })).toHaveAttribute(
      'href',
      '/admin/customer/view/c1',
    );
    expect(screen.getByRole('link', { name: 'Edit: Camille Dubois' })).toHaveAttribute(
      'href',
      '/admin/customer/edit/c1',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Active: Camille Dubois' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith('customers', { id: 'c1', status: 'n' }));
    expect(await screen.findByText('Customer status updated successfully.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Camille Dubois' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() =>
      expect(deleteFn).toHaveBeenCalledWith('customers', expect.objectContaining({ id: 'c1' })),
    );
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('Customers View only: no status column, only the eye', async () => {
    setup(['View']);
    await screen.findByText('Camille Dubois');
    expect(screen.queryByRole('columnheader', { name: /^Status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View: Camille Dubois' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit: Camille Dubois' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete: Camille Dubois' })).not.toBeInTheDocument();
  });

  it('sends the search capped at 255 characters', async () => {
    const { getList } = setup();
    await screen.findByText('Camille Dubois');
    fireEvent.change(screen.getByPlaceholderText('Search by name'), { target: { value: 'a'.repeat(300) } });
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'customers',
          expect.objectContaining({ filter: { q: 'a'.repeat(255) } }),
        ),
      { timeout: 3000 },
    );
  });

  it('without any Customers right, redirects to the dashboard', async () => {
    const { pathname } = setup([]);
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
  });
});
