import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
  subAdmin,
  SUPER_ADMIN,
} from '../../tests/support/renderAdmin';
import { formatDateTime } from '../domain/format';
import type { Operation } from '../domain/permissions';
import { subadmins as enSubadmins } from './i18n/en';
import enCommon from '../i18n/en/common';
import SubadminList from './SubadminList';

const row = (n: number) => ({
  id: `s${n}`,
  _id: `s${n}`,
  sFullName: `Person ${n}`,
  sEmail: `person${n}@example.com`,
  sCountryCode: '+1',
  sMobileNumber: `55501${String(n).padStart(2, '0')}`,
  eStatus: n % 2 ? 'y' : 'n',
  dCreatedAt: '2026-01-02T10:00:00.000Z',
  dUpdatedAt: '2026-01-02T10:00:00.000Z',
});

function setup(options: { ops?: Operation[] | 'super'; rows?: number; total?: number; path?: string } = {}) {
  const all = Array.from({ length: options.rows ?? 3 }, (_, i) => row(i + 1));
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    return { data: all.slice((page - 1) * perPage, page * perPage), total: options.total ?? all.length };
  });
  const deleteOne = vi.fn(async (_resource: string, params: { id: string }) => {
    all.splice(
      all.findIndex((r) => r.id === params.id),
      1,
    );
    return { data: { id: params.id } };
  });
  const setStatus = vi.fn(async () => ({ message: 'Sub-admin deactivated successfully.' }));
  const subject =
    options.ops === 'super' || options.ops === undefined ? SUPER_ADMIN : subAdmin({ Subadmin: options.ops });
  const result = renderAdmin(
    <ResourceContextProvider value="subadmin">
      <SubadminList />
    </ResourceContextProvider>,
    {
      path: options.path ?? '/admin/subadmin',
      authProvider: fakeAuthProvider(subject),
      dataProvider: fakeDataProvider({ getList, delete: deleteOne, setStatus }),
    },
  );
  return { ...result, getList, deleteOne, setStatus };
}

const L = enSubadmins.list;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('SubadminList', () => {
  it('shows every column, the switch, edit, delete and the add button to the super admin', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    // First the bulk selection's column: activate / deactivate need Edit (none with View or Delete only).
    expect(headers()).toEqual(['', 'Full name', 'Email', 'Mobile number', 'Created', 'Status', L.actions]);
    expect(screen.getByText('+1 5550101')).toBeInTheDocument();
    expect(screen.getAllByText(formatDateTime('2026-01-02T10:00:00.000Z'))).toHaveLength(3);
    expect(screen.getByRole('switch', { name: 'Active: Person 1' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: Person 2' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Edit: Person 1' })).toHaveAttribute(
      'href',
      '/admin/subadmin/s1',
    );
    expect(screen.getByRole('button', { name: 'Delete: Person 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: L.add })).toHaveAttribute('href', '/admin/subadmin/create');
    expect(getList).toHaveBeenCalledWith(
      'subadmin',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'dCreatedAt', order: 'DESC' },
      }),
    );
  });

  it('hides the status and actions columns and the add button with View only', async () => {
    setup({ ops: ['View'] });
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Full name', 'Email', 'Mobile number', 'Created']);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: L.add })).toBeNull();
  });

  it('with Delete only: the list, the delete button, no switch, no edit link', async () => {
    setup({ ops: ['Delete'] });
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Full name', 'Email', 'Mobile number', 'Created', L.actions]);
    expect(screen.getByRole('button', { name: 'Delete: Person 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit: Person 1' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('with Edit and Add: the switch, the edit link and the add button, no delete', async () => {
    setup({ ops: ['Edit', 'Add'] });
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Person 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit: Person 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: L.add })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete: Person 1' })).toBeNull();
  });

  it('sends a user without any Subadmin operation to the dashboard', async () => {
    const { pathname, getList } = setup({ ops: [] });
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
    expect(getList).not.toHaveBeenCalled();
  });

  it('toggles the status through the status call and shows the server message', async () => {
    const { setStatus } = setup();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Person 1' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith('subadmin', { id: 's1', status: 'n' }));
    expect(await screen.findByText('Sub-admin deactivated successfully.')).toBeInTheDocument();
  });

  it("deletes after the spec's confirmation and says 'Deleted!'", async () => {
    const { deleteOne } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Person 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(enCommon.delete.title)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: enCommon.delete.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Person 2' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: enCommon.delete.confirm }),
    );
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('subadmin', expect.objectContaining({ id: 's2' })),
    );
    expect(await screen.findByText(enCommon.delete.done)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Person 2')).toBeNull());
  });

  it('goes back one page when a delete empties the page', async () => {
    const { getList } = setup({ rows: 11, path: '/admin/subadmin?page=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Person 11' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: enCommon.delete.confirm }),
    );
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith(
      'subadmin',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('filters on the first column with at most 255 characters', async () => {
    const { getList } = setup();
    fireEvent.change(await screen.findByPlaceholderText(L.search), { target: { value: 'x'.repeat(300) } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'subadmin',
        expect.objectContaining({ filter: { q: 'x'.repeat(255) } }),
      ),
    );
  });

  it('shows the empty text when nothing matches', async () => {
    setup({ rows: 0 });
    expect(await screen.findByText(L.empty)).toBeInTheDocument();
  });
});
