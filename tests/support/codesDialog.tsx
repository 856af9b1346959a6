/**
 * The codes dialog (src/orders/CodesDialog.tsx) rendered for its component tests, which are split by
 * what they check: the rows and what is sent, and the checks of typed and pasted codes.
 */
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CartLine, OrderRecord } from '../../src/domain/orders';
import { CodesDialog, type CodesMode } from '../../src/orders/CodesDialog';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

export const order = (units: number, extra: Partial<OrderRecord> = {}): OrderRecord => ({
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

export const cartLine = (sTitle: string, nQuantity: number): CartLine => ({
  _id: sTitle,
  sTitle,
  nQuantity,
  nPrice: 10,
  eCurrency: 'usd',
  aImages: [],
});

export function renderCodesDialog(
  units: number,
  mode: CodesMode = 'accept',
  extra: Partial<OrderRecord> = {},
) {
  const call = vi.fn(async () => ({ message: 'Order accepted successfully.' }));
  const onDone = vi.fn();
  renderAdmin(<CodesDialog order={order(units, extra)} mode={mode} onClose={vi.fn()} onDone={onDone} />, {
    dataProvider: fakeDataProvider({ acceptOrder: call, deliverOrder: call }),
  });
  return { call, onDone };
}
export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const button = (name: string) => screen.getByRole('button', { name });
