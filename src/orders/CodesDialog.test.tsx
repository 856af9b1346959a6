import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../common/testing';
import type { OrderRecord } from '../domain/orders';
import { CodesDialog, type CodesMode } from './CodesDialog';

const order = (units: number, extra: Partial<OrderRecord> = {}): OrderRecord => ({
  _id: 'o1',
  sOrderId: 'GD1',
  sEmail: 'a@example.com',
  sFullName: 'Ada',
  sTitle: 'Card',
  sDescription: '',
  eCurrency: 'usd',
  nPrice: 10,
  nQuantity: units,
  eType: 'Buy',
  nStatus: 1,
  eGateway: 'PayPal',
  sPayerId: '',
  sPaymentId: '',
  sPaymentToken: '',
  sTransactionId: 't1',
  nTotalAmount: 10,
  nWalletAmount: 0,
  dCreatedAt: '2026-01-01T00:00:00.000Z',
  aCartData: [],
  aExtraCharges: [],
  aCardCode: [],
  ...extra,
});

function setup(units: number, mode: CodesMode = 'accept', extra: Partial<OrderRecord> = {}) {
  const call = vi.fn(async () => ({ message: 'Order accepted successfully.' }));
  const onDone = vi.fn();
  renderAdmin(<CodesDialog order={order(units, extra)} mode={mode} onClose={vi.fn()} onDone={onDone} />, {
    dataProvider: fakeDataProvider({ acceptOrder: call, deliverOrder: call }),
  });
  return { call, onDone };
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });

describe('CodesDialog', () => {
  it('shows one pair per unit, at most 6', () => {
    setup(9);
    expect(screen.getByLabelText('Code 6')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code 7')).not.toBeInTheDocument();
  });

  it('drops a half-filled pair and sends only the complete ones, with the quantity', async () => {
    const { call, onDone } = setup(3);
    type('Code 1', ' AAA ');
    type('Serial 1', 'S1');
    type('Code 2', 'BBB');
    type('Serial 2', 'S2');
    type('Code 3', 'HALF');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 complete pairs will be sent · 1 half-filled pair will be dropped',
    );
    fireEvent.click(button('Accept'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith({
      cartId: 'o1',
      nQuantity: 3,
      data: [
        { sCode: 'AAA', sSerialNo: 'S1' },
        { sCode: 'BBB', sSerialNo: 'S2' },
      ],
    });
    expect(await screen.findByText('Order accepted successfully.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('flags duplicate codes (case and spaces ignored) and refuses to send them', () => {
    const { call } = setup(2);
    type('Code 1', 'abc');
    type('Serial 1', '1');
    type('Code 2', ' ABC');
    type('Serial 2', '2');
    expect(screen.getAllByText('Duplicate code')).toHaveLength(2);
    expect(button('Accept')).toBeDisabled();
    type('Code 2', 'XYZ');
    expect(screen.queryByText('Duplicate code')).not.toBeInTheDocument();
    expect(button('Accept')).toBeEnabled();
    expect(call).not.toHaveBeenCalled();
  });

  it('fills the pairs from a pasted block of code,serial lines and says when lines were left out', () => {
    setup(2);
    fireEvent.change(screen.getByLabelText('Paste pairs'), {
      target: { value: 'C1,S1\n\nC2;S2\nC3\tS3\n' },
    });
    fireEvent.click(button('Fill pairs'));
    expect(screen.getByLabelText('Code 1')).toHaveValue('C1');
    expect(screen.getByLabelText('Serial 1')).toHaveValue('S1');
    expect(screen.getByLabelText('Code 2')).toHaveValue('C2');
    expect(screen.getByLabelText('Serial 2')).toHaveValue('S2');
    expect(screen.getByText('Only the first 2 lines were used')).toBeInTheDocument();
  });

  it('deliver needs at least one complete pair and is prefilled with the codes given at accept', async () => {
    const { call } = setup(2, 'deliver', {
      nStatus: 2,
      aCardCode: [{ _id: 'c', sOrderContent: 'PRE-1', sSerialNo: 'SN-1', dViewedAt: null }],
    });
    expect(screen.getByLabelText('Code 1')).toHaveValue('PRE-1');
    type('Code 1', '');
    expect(button('Deliver')).toBeDisabled();
    type('Code 1', 'NEW-1');
    fireEvent.click(button('Deliver'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        cartId: 'o1',
        nQuantity: 2,
        data: [{ sCode: 'NEW-1', sSerialNo: 'SN-1' }],
      }),
    );
  });

  it("shows the server's message when the action is refused, and stays open", async () => {
    const call = vi.fn(async () => {
      throw new HttpError('Only a paid (pending) order can be accepted or rejected.', 409, {});
    });
    const onDone = vi.fn();
    renderAdmin(<CodesDialog order={order(1)} mode="accept" onClose={vi.fn()} onDone={onDone} />, {
      dataProvider: fakeDataProvider({ acceptOrder: call }),
    });
    fireEvent.click(button('Accept'));
    expect(
      await screen.findByText('Only a paid (pending) order can be accepted or rejected.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(button('Accept')).toBeEnabled();
  });
});
