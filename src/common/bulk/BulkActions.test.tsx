import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
  subAdmin,
  SUPER_ADMIN,
} from '../../../tests/support/renderAdmin';
import type { AccessSubject } from '../../domain/permissions';
import { PendingOrders } from '../../orders/BuyOrderList';
import { GiftCardList } from '../../giftCards/GiftCardList';
import { ResourceContextProvider } from 'react-admin';

const order = (n: number) => ({
  id: `o${n}`,
  _id: `o${n}`,
  sOrderId: `GD${n}`,
  sEmail: `c${n}@example.com`,
  sFullName: `Customer ${n}`,
  sTitle: 'Apple Gift Card 50',
  sDescription: '1 x Apple Gift Card 50',
  eCurrency: 'usd',
  nPrice: 49,
  nQuantity: 1,
  eType: 'Buy',
  nTotalAmount: 50,
  nWalletAmount: 0,
  dCreatedAt: '2026-03-04T15:06:00.000Z',
  aCartData: [],
  aExtraCharges: [],
  aCardCode: [],
});

/** An accept whose answers the test gives, one call at a time, in the order they were sent. */
function controlledAccept() {
  const calls: { cartId: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const acceptOrder = vi.fn(
    (input: { cartId: string }) =>
      new Promise((resolve, reject) =>
        calls.push({
          cartId: input.cartId,
          resolve: () => resolve({ message: 'Order accepted successfully.' }),
          reject,
        }),
      ),
  );
  const settle = async (cartId: string, error?: Error) => {
    const call = calls.find((entry) => entry.cartId === cartId);
    if (!call) throw new Error(`${cartId} was not sent`);
    await act(async () => (error ? call.reject(error) : call.resolve()));
  };
  return { acceptOrder, calls, settle };
}

function setupOrders(subject: AccessSubject = SUPER_ADMIN, count = 8) {
  const rows = Array.from({ length: count }, (_, index) => order(index + 1));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const accept = controlledAccept();
  renderAdmin(<PendingOrders />, {
    authProvider: fakeAuthProvider(subject),
    dataProvider: fakeDataProvider({ getList, acceptOrder: accept.acceptOrder }),
  });
  return { getList, ...accept };
}

/** react-admin's bulk toolbar (the rows have their own Accept and Delete buttons). */
const toolbar = () => {
  const element = document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]');
  if (!element) throw new Error('no bulk toolbar');
  return within(element);
};

const progress = () => within(screen.getByRole('dialog', { name: 'Accept' })).getByRole('status');

describe('bulk actions', () => {
  it('accept: counts progress, Cancel stops the calls not sent, the results show each failure, Retry sends only the retryable', async () => {
    const { acceptOrder, calls, settle, getList } = setupOrders();
    await screen.findByText('GD8');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(toolbar().getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept 8 orders?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));

    // At most 4 in flight.
    await waitFor(() => expect(acceptOrder).toHaveBeenCalledTimes(4));
    expect(progress()).toHaveTextContent('Done: 0 · Failed: 0 · Left: 8');
    await settle('o1');
    await settle('o2', new HttpError('Order is no longer pending.', 409));
    expect(progress()).toHaveTextContent('Done: 1 · Failed: 1 · Left: 6');
    expect(calls.map((call) => call.cartId)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6']);
    // The spec's minimal accept: the order, no codes.
    expect(acceptOrder).toHaveBeenCalledWith({ cartId: 'o1' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle('o3');
    await settle('o4');
    await settle('o5');
    await settle('o6', new HttpError('Server failure.', 500));
    // o7 and o8 were never sent.
    expect(acceptOrder).toHaveBeenCalledTimes(6);
    const dialog = screen.getByRole('dialog', { name: 'Accept' });
    await within(dialog).findByText('Done: 4 · Failed: 2 · Not sent: 2');
    const results = within(dialog).getByRole('table', { name: 'Results' });
    const resultRow = (label: string) => within(results).getByText(label).closest('tr') as HTMLElement;
    expect(resultRow('GD2')).toHaveTextContent('FailedOrder is no longer pending.');
    expect(resultRow('GD6')).toHaveTextContent('FailedServer failure.');
    expect(resultRow('GD7')).toHaveTextContent('Not sent');
    expect(resultRow('GD1')).toHaveTextContent('DoneOrder accepted successfully.');
    // The list refetched, and the accepted rows left the selection: 4 of 8 remain selected.
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
    expect(screen.getByText('4 items selected')).toBeInTheDocument();

    // A 409 is not sent again: Retry covers the server failure and the two not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry failed (3)' }));
    await waitFor(() => expect(acceptOrder).toHaveBeenCalledTimes(9));
    expect(calls.slice(6).map((call) => call.cartId)).toEqual(['o6', 'o7', 'o8']);
    await settle('o7');
    await settle('o8');
    // The second o6 call is the one still open.
    await act(async () => calls[6]?.resolve());
    await within(dialog).findByText('Done: 7 · Failed: 1 · Not sent: 0');
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('no accept right: no bulk accept and no checkboxes', async () => {
    setupOrders(subAdmin({ 'Gift Card Purchase Request': ['View'] }), 2);
    await screen.findByText('GD2');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('gift cards with Delete and no Edit: only the bulk delete', async () => {
    const card = (n: number) => ({
      id: `g${n}`,
      _id: `g${n}`,
      sTitle: `Card ${n}`,
      eCurrency: 'usd',
      nPrice: 10,
      nValue: 10,
      eStatus: 'Active',
      dCreatedAt: '2026-03-04T15:06:00.000Z',
    });
    renderAdmin(
      <ResourceContextProvider value="giftCards">
        <GiftCardList />
      </ResourceContextProvider>,
      {
        authProvider: fakeAuthProvider(subAdmin({ 'Gift Card Management': ['View', 'Delete'] })),
        dataProvider: fakeDataProvider({ getList: async () => ({ data: [card(1), card(2)], total: 2 }) }),
      },
    );
    await screen.findByText('Card 2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await toolbar().findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: 'Set active' })).toBeNull();
    expect(toolbar().queryByRole('button', { name: 'Set disabled' })).toBeNull();
  });
});
