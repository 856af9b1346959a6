import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { customerFixture } from '../../tests/support/customerFixture';
import { KycList } from './KycList';

const toolbar = () => {
  const element = document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]');
  if (!element) throw new Error('no bulk toolbar');
  return within(element);
};

describe('KYC bulk reminder', () => {
  it('offers the KYC reminder in bulk on the pending list only', async () => {
    const customer = (id: string, sKycStatus: 'p' | 's') => ({
      ...customerFixture({ _id: id, sEmail: `${id}@example.com`, sFullName: `Customer ${id}`, sKycStatus }),
      id,
    });
    const sendKycReminder = vi.fn(async (_id: string) => ({ message: 'Reminder mail sent successfully.' }));
    const pending = renderAdmin(<KycList variant="pending" />, {
      path: '/admin/kyc/pending',
      dataProvider: fakeDataProvider({
        getList: async () => ({ data: [customer('a', 'p'), customer('b', 'p')], total: 2 }),
        sendKycReminder,
      }),
    });
    await screen.findByText('Customer b');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(toolbar().getByRole('button', { name: 'Send reminder' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send a reminder mail to 2 customers?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send reminder' }));
    await screen.findByText('Done: 2 · Failed: 0 · Not sent: 0');
    expect(sendKycReminder.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
    pending.unmount();

    renderAdmin(<KycList variant="submitted" />, {
      path: '/admin/kyc/submitted',
      dataProvider: fakeDataProvider({ getList: async () => ({ data: [customer('c', 's')], total: 1 }) }),
    });
    await screen.findByText('Customer c');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
