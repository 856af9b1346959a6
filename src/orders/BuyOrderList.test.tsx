import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
  SUPER_ADMIN,
} from '../../tests/support/renderAdmin';
import type { AccessSubject } from '../domain/permissions';
import type { Locale } from '../i18n/locales';
import { AcceptedOrders, DeliveredOrders, PendingOrders } from './BuyOrderList';

const VIEW_ONLY: AccessSubject = {
  aPermissions: [{ permissions: 'Gift Card Management', operations: [{ name: 'View', canOperate: 'true' }] }],
};

const ORDER = {
  _id: 'o1',
  sOrderId: 'GD42',
  sEmail: 'ada@example.com',
  sFullName: 'Ada Lovelace',
  sTitle: 'Apple Gift Card 50',
  sDescription: '1 x Apple Gift Card 50',
  eCurrency: 'usd',
  nPrice: 49,
  nQuantity: 1,
  eType: 'Buy',
  eGateway: 'PayPal',
  sPayerId: 'P1',
  sPaymentId: 'PAY1',
  sPaymentToken: 'T1',
  sTransactionId: 'tx1',
  nTotalAmount: 50,
  nWalletAmount: 5,
  dCreatedAt: '2026-03-04T15:06:00.000Z',
  aCartData: [
    { _id: 'c', sTitle: 'Apple Gift Card 50', nQuantity: 1, nPrice: 49, eCurrency: 'usd', aImages: [] },
  ],
  aExtraCharges: [{ name: 'Service charge', amount: 1 }],
  aCardCode: [],
};

/** The order as a spec backend sends it: no status field (the list it comes from says it). */
function setup(
  ui: ReactElement,
  subject: AccessSubject = SUPER_ADMIN,
  locale: Locale = 'en-US',
  path = '/admin/pending-orders',
) {
  const getList = vi.fn(async () => ({ data: [{ ...ORDER, id: 'o1' }], total: 1 }));
  const rendered = renderAdmin(ui, {
    authProvider: fakeAuthProvider(subject),
    dataProvider: fakeDataProvider({ getList }),
    locale,
    path,
    // As the orders module mounts the lists: the list's path plus an order id shows its details.
    route: '/admin/:list/*',
  });
  return { getList, pathname: rendered.pathname };
}

describe('buy order lists', () => {
  it('show every product with its own quantity, cut by the column with all of them in the title', async () => {
    const getList = vi.fn(async () => ({
      data: [
        {
          ...ORDER,
          id: 'o1',
          sTitle: 'Nintendo eShop Card 50',
          nQuantity: 10,
          aCartData: [
            { ...ORDER.aCartData[0], sTitle: 'Nintendo eShop Card 50', nQuantity: 2 },
            { ...ORDER.aCartData[0], sTitle: 'Steam 20', nQuantity: 5 },
            { ...ORDER.aCartData[0], sTitle: 'Xbox Gift Card 10', nQuantity: 3 },
          ],
        },
      ],
      total: 1,
    }));
    renderAdmin(<PendingOrders />, { dataProvider: fakeDataProvider({ getList }) });
    const all = 'Nintendo eShop Card 50 ×2, Steam 20 ×5, Xbox Gift Card 10 ×3';
    const cell = await screen.findByText(all);
    expect(cell).toHaveAttribute('title', all);
    expect(cell).toHaveStyle({ textOverflow: 'ellipsis', overflow: 'hidden' });
  });

  it('ask the orders resource for eType Buy and the list status, 10 per page', async () => {
    const { getList } = setup(<AcceptedOrders />, SUPER_ADMIN);
    await screen.findByText('GD42');
    expect(getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({
        filter: { eType: 'Buy', status: 2 },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'dCreatedAt', order: 'DESC' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('show the status by name and Accept with Edit; no reject in the pending list itself', async () => {
    setup(<PendingOrders />);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('without Edit: no status column, no Accept, no reject in the details; details still open', async () => {
    setup(<PendingOrders />, VIEW_ONLY);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
    expect(within(row).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("gives an order's details its own address, which opens them again, with a Copy link", async () => {
    const first = setup(<PendingOrders />);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'View details' }));
    await screen.findByRole('dialog', { name: /Order Details/ });
    expect(first.pathname()).toBe('/admin/pending-orders/GD42');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(first.pathname()).toBe('/admin/pending-orders'));
    cleanup();

    // A colleague opens the address: the list call finds the order by its id in this list.
    const second = setup(<PendingOrders />, SUPER_ADMIN, 'en-US', '/admin/pending-orders/GD42');
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(second.getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ filter: { eType: 'Buy', status: 1, q: 'GD42' } }),
    );
  });

  it('says so and shows the list when a linked order is in no buy list', async () => {
    const { pathname } = setup(<PendingOrders />, SUPER_ADMIN, 'en-US', '/admin/pending-orders/GD999');
    expect(await screen.findByText('Order GD999 was not found in the buy order lists.')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/admin/pending-orders'));
    expect(screen.queryByRole('dialog', { name: /Order Details/ })).not.toBeInTheDocument();
  });

  it('shows times on a 24-hour clock in French', async () => {
    setup(<PendingOrders />, SUPER_ADMIN, 'fr-FR');
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    const hours = String(new Date(ORDER.dCreatedAt).getHours()).padStart(2, '0');
    expect(within(row).getByText(new RegExp(`^04-03-2026 ${hours}:06$`))).toBeInTheDocument();
  });

  it('the Order Details dialog shows every field, dates DD-MM-YYYY hh:mm A, the wallet as a negative', async () => {
    setup(<PendingOrders />);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    for (const text of [
      'Ada Lovelace',
      'ada@example.com',
      'PayPal',
      'P1',
      'PAY1',
      'T1',
      'tx1',
      '-$5',
      '$50',
      'No card codes yet',
    ])
      expect(within(dialog).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/^04-03-2026 \d\d:06 [AP]M$/)).toBeInTheDocument();
    // The status is the list's; no reject anywhere in the buy lists (catalogue s.2).
    expect(within(dialog).getByText('Paid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('each list names its own status, whatever the record carries', async () => {
    setup(<AcceptedOrders />);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
  });

  it('Gift Card Purchase Request Accept/Reject alone opens the list and accepts', async () => {
    const purchase: AccessSubject = {
      aPermissions: [
        {
          permissions: 'Gift Card Purchase Request',
          operations: [{ name: 'Accept/Reject', canOperate: 'true' }],
        },
      ],
    };
    setup(<PendingOrders />, purchase);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('the delivered list offers the invoice', async () => {
    setup(<DeliveredOrders />, SUPER_ADMIN);
    const row = (await screen.findByText('GD42')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Invoice' })).toBeInTheDocument();
  });
});
