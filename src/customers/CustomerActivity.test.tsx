import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import { formatMoney } from '../domain/format';
import { CustomerActivity, type ActivityRow } from './CustomerActivity';

const ROWS: ActivityRow[] = [
  {
    id: 't1',
    _id: 't1',
    sOrderId: 'ORD-1001',
    sEmail: 'camille@example.org',
    eGateway: 'PayPal',
    eStatus: 'Complete',
    nTotalAmount: 25.5,
    eCurrency: 'eur',
    dCreatedAt: '2026-03-04T15:06:00.000Z',
    sType: 'Top up',
  },
];

describe('CustomerActivity (against the orders contract, with a fake data provider)', () => {
  it("lists the customer's transactions through a permanent sEmail filter, rows linking to the detail", async () => {
    const getList = vi.fn(async () => ({ data: ROWS, total: 1 }));
    renderAdmin(<CustomerActivity kind="transactions" email="camille@example.org" />, {
      path: '/admin/customer/view/c1',
      dataProvider: fakeDataProvider({ getList }),
    });
    expect(await screen.findByText('ORD-1001')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({
        filter: { search_by: 'sEmail', search: 'camille@example.org' },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'dCreatedAt', order: 'DESC' },
      }),
    );
    expect(screen.getByText(formatMoney(25.5, 'eur', 'en-US'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transaction ORD-1001' })).toHaveAttribute(
      'href',
      '/admin/transaction/t1',
    );
    expect(screen.queryByText('Top up')).not.toBeInTheDocument();
  });

  it('wallet transactions show the detail (sType) and link to the wallet route', async () => {
    renderAdmin(<CustomerActivity kind="walletTransactions" email="camille@example.org" />, {
      path: '/admin/customer/view/c1',
      dataProvider: fakeDataProvider({ getList: async () => ({ data: ROWS, total: 1 }) }),
    });
    expect(await screen.findByText('Top up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transaction ORD-1001' })).toHaveAttribute(
      'href',
      '/admin/transaction-wallet/t1',
    );
  });

  it('shows a clear inline error when the list cannot load', async () => {
    renderAdmin(<CustomerActivity kind="transactions" email="camille@example.org" />, {
      path: '/admin/customer/view/c1',
      dataProvider: fakeDataProvider({
        getList: async () => {
          throw new Error('Resource "transactions" has no endpoints.ts entry in its feature module');
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This list could not be loaded: Resource "transactions" has no endpoints.ts entry',
    );
  });

  it('is left out for a user without Transaction rights', async () => {
    const getList = vi.fn(async () => ({ data: ROWS, total: 1 }));
    renderAdmin(<CustomerActivity kind="transactions" email="camille@example.org" />, {
      path: '/admin/customer/view/c1',
      dataProvider: fakeDataProvider({ getList }),
      subject: subAdmin({ Customers: ['View'] }),
    });
    await waitFor(() => expect(screen.queryByText('Orders and payments')).not.toBeInTheDocument());
    expect(getList).not.toHaveBeenCalled();
  });
});
