import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { permissionSetFrom, type Operation } from '../domain/permissions';
import { MASKED_CODE } from './reveal';
import { RedeemCardList, redeemCardCsvRows } from './RedeemCardList';

const ROWS = [
  {
    id: 'r1',
    _id: 'r1',
    nValue: 50,
    eCurrency: 'gbp',
    bRedeemed: false,
    eStatus: 'Active',
    dCreatedAt: '2026-01-02',
  },
  {
    id: 'r2',
    _id: 'r2',
    nValue: 10,
    eCurrency: 'usd',
    bRedeemed: true,
    eStatus: 'Disabled',
    dCreatedAt: '2026-01-01',
  },
];
const SECRETS = { r1: { sCode: 'ABCD2345EFGH6789', sPin: '0042' } };

function setup(operations: Operation[]) {
  const getList = vi.fn(async () => ({ data: ROWS, total: ROWS.length }));
  const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({
    data: { ...ROWS.find((row) => row.id === id), ...SECRETS[id as 'r1'] },
  }));
  const result = renderAdmin(
    <Routes>
      <Route path="/admin/redeemCards" element={<RedeemCardList />} />
      <Route path="/admin/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    {
      path: '/admin/redeemCards',
      dataProvider: fakeDataProvider({ getList, getOne }),
      subject: { aPermissions: permissionSetFrom({ 'Redeem Card Management': operations }) },
    },
  );
  return { ...result, getList, getOne };
}

describe('RedeemCardList', () => {
  it('masks codes and pins, and reveals one row from GET of that card', async () => {
    const { getOne } = setup(['View', 'Add', 'Edit', 'Delete']);
    const rows = await screen.findAllByRole('row');
    const first = rows[1];
    expect(within(first).getByText(MASKED_CODE)).toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Show code and pin' }));
    expect(await within(first).findByText('ABCD2345EFGH6789')).toBeInTheDocument();
    expect(within(first).getByText('0042')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('redeemCards', expect.objectContaining({ id: 'r1' }));
    expect(within(rows[2]).getByText(MASKED_CODE)).toBeInTheDocument();
    // The redeemed card has no pencil; the other has every action; both have a switch.
    expect(within(first).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/admin/redeemCards/import');
  });

  it('with View only: no switch, no status column, no edit, no delete, no add', async () => {
    setup(['View']);
    await screen.findAllByText(MASKED_CODE);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: 'Edit' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View' })).toHaveLength(2);
  });

  it('without any of the four flags: to the dashboard', async () => {
    const { pathname, getList } = setup([]);
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('redeemCardCsvRows', () => {
  it('leaves codes and pins out unless the row is revealed', () => {
    const none = redeemCardCsvRows(ROWS, new Map());
    for (const row of none) {
      expect(row).not.toHaveProperty('sCode');
      expect(row).not.toHaveProperty('sPin');
    }
    expect(none[0]).toMatchObject({ nValue: 50, eCurrency: 'GBP', bRedeemed: false, eStatus: 'Active' });
    const some = redeemCardCsvRows(ROWS, new Map([['r1', SECRETS.r1]]));
    expect(some[0]).toMatchObject(SECRETS.r1);
    expect(some[1]).toMatchObject({ sCode: '', sPin: '' });
  });
});
