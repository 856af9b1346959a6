import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import type { Operation } from '../domain/permissions';
import type { KycStatus } from '../domain/customer';
import { KycList } from './KycList';
import { customerFixture } from '../../tests/support/customerFixture';

const row = (id: string, sKycStatus: KycStatus) => ({
  ...customerFixture({
    _id: id,
    sEmail: `${id}@example.com`,
    sFullName: `Customer ${id}`,
    sUserName: id,
    sMobileNumber: '5550100',
    sKycStatus,
    dCreatedAt: '2026-01-01T00:00:00.000Z',
  }),
  id,
});

function setup(
  variant: 'submitted' | 'verified' | 'pending' | 'rejected',
  rows: ReturnType<typeof row>[],
  ops?: Operation[],
) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const sendKycReminder = vi.fn(async () => ({ message: 'Reminder mail sent successfully.' }));
  const result = renderAdmin(<KycList variant={variant} />, {
    path: `/admin/kyc/${variant}`,
    dataProvider: fakeDataProvider({ getList, sendKycReminder }),
    subject: ops && subAdmin({ Customers: ops }),
  });
  return { ...result, getList, sendKycReminder };
}

describe('KycList', () => {
  it('asks the customer list for its status (where sKycStatus / where_value)', async () => {
    const { getList } = setup('verified', [row('a', 'v')]);
    await screen.findByText('Customer a');
    expect(getList).toHaveBeenCalledWith(
      'kyc',
      expect.objectContaining({ filter: { where: 'sKycStatus', where_value: 'v' } }),
    );
    expect(screen.getByTitle('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review KYC of Customer a' })).toHaveAttribute(
      'href',
      '/admin/kyc/verify/a',
    );
  });

  it('submitted: an eye link to the verify screen on each row, no reminder', async () => {
    setup('submitted', [row('s1', 's'), row('s2', 's')]);
    expect(await screen.findAllByRole('link', { name: /Review KYC of/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Send reminder/ })).not.toBeInTheDocument();
  });

  it('rejected: a cross mark, no eye link', async () => {
    setup('rejected', [row('r1', 'r')]);
    expect(await screen.findByTitle('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Review KYC of/ })).not.toBeInTheDocument();
  });

  it('pending: the reminder button sends the mail and shows the message', async () => {
    const { sendKycReminder } = setup('pending', [row('p1', 'p')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send reminder mail to Customer p1' }));
    await waitFor(() => expect(sendKycReminder).toHaveBeenCalledWith('p1'));
    expect(await screen.findByText('Reminder mail sent successfully.')).toBeInTheDocument();
  });

  it('cuts a Name or Email filter of 255+ characters to its first 5', async () => {
    const { getList } = setup('pending', [row('p1', 'p')]);
    await screen.findByText('Customer p1');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'abcdefgh'.repeat(40) } });
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'kyc',
          expect.objectContaining({ filter: expect.objectContaining({ q: 'abcde' }) }),
        ),
      { timeout: 3000 },
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x'.repeat(254) } });
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'kyc',
          expect.objectContaining({ filter: expect.objectContaining({ sEmail: 'x'.repeat(254) }) }),
        ),
      { timeout: 3000 },
    );
  });

  it('serves Name and Email one at a time: the list call has a single search (platform.md s.7)', async () => {
    const { getList } = setup('pending', [row('p1', 'p')]);
    await screen.findByText('Customer p1');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ada' } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('ada'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    // Typing an email empties the name, so no filter is ever silently ignored.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    await waitFor(() => {
      const filter = (getList.mock.lastCall as unknown as [string, { filter: Record<string, unknown> }])[1]
        .filter;
      expect(filter.sEmail).toBe('ada@');
      expect(filter.q ?? '').toBe('');
    });
  });

  it('a sub-admin with Customers View only: eye links but no reminder (no actions column on pending)', async () => {
    setup('pending', [row('p1', 'p')], ['View']);
    await screen.findByText('Customer p1');
    expect(screen.queryByRole('button', { name: /Send reminder/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
  });

  it('without any Customers right, redirects to the dashboard', async () => {
    const { pathname } = setup('submitted', [], []);
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
  });
});
