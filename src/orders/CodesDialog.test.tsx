import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { button, cartLine, order, renderCodesDialog as setup, type } from '../../tests/support/codesDialog';
import { CodesDialog } from './CodesDialog';

describe('CodesDialog', () => {
  it('shows one pair per unit, all of them (7 rows for 7 units), each labelled with its product', () => {
    setup(7, 'accept', {
      sTitle: 'Nintendo eShop Card 50',
      aCartData: [cartLine('Nintendo eShop Card 50', 3), cartLine('Steam 20', 4)],
    });
    expect(screen.getByLabelText('Code 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Serial 7')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code 8')).not.toBeInTheDocument();
    const row = (n: number) => screen.getAllByRole('group')[n];
    // The first group is the scroll area holding the rows.
    expect(row(2)).toHaveAccessibleName('Nintendo eShop Card 50 · unit 2 of 3');
    expect(row(4)).toHaveAccessibleName('Steam 20 · unit 1 of 4');
    expect(row(7)).toHaveAccessibleName('Steam 20 · unit 4 of 4');
    expect(row(7)).toContainElement(screen.getByLabelText('Code 7'));
  });

  it("labels every row with the order's title when the cart does not add up to the units", () => {
    setup(3, 'accept', { sTitle: 'Gift bundle', aCartData: [cartLine('Steam 20', 2)] });
    expect(screen.getByText('Gift bundle · unit 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Steam 20/)).not.toBeInTheDocument();
  });

  it('deliver stays disabled until every unit of a 7-unit order has a complete pair, and says how many', async () => {
    const { call } = setup(7, 'deliver', { nStatus: 2 });
    const deliver = button('Deliver');
    for (let n = 1; n <= 6; n += 1) {
      type(`Code ${n}`, `C-${n}`);
      type(`Serial ${n}`, `S-${n}`);
    }
    expect(deliver).toBeDisabled();
    expect(
      screen.getByText('6 of 7 codes: delivery needs a complete pair for every unit'),
    ).toBeInTheDocument();
    type('Code 7', 'C-7');
    expect(deliver).toBeDisabled();
    type('Serial 7', 'S-7');
    expect(deliver).toBeEnabled();
    expect(screen.queryByText(/of 7 codes/)).not.toBeInTheDocument();
    fireEvent.click(deliver);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect((call.mock.calls[0] as unknown as [{ data: unknown[] }])[0].data).toHaveLength(7);
  });

  it('accept still sends any number of pairs, none included', async () => {
    const { call } = setup(7);
    expect(button('Accept')).toBeEnabled();
    fireEvent.click(button('Accept'));
    await waitFor(() => expect(call).toHaveBeenCalledWith({ cartId: 'o1', nQuantity: 7, data: [] }));
  });

  it('on a 409 naming a code, stays open and marks the row holding that code', async () => {
    const call = vi.fn(async () => {
      throw new HttpError('The code "taken-2" is already on order GD77.', 409, {});
    });
    const onDone = vi.fn();
    renderAdmin(<CodesDialog order={order(3)} mode="accept" onClose={vi.fn()} onDone={onDone} />, {
      dataProvider: fakeDataProvider({ acceptOrder: call }),
    });
    type('Code 1', 'TAKEN');
    type('Serial 1', 'S1');
    type('Code 2', 'TAKEN-2');
    type('Serial 2', 'S2');
    fireEvent.click(button('Accept'));
    const code2 = screen.getByLabelText('Code 2');
    await waitFor(() =>
      expect(code2).toHaveAccessibleDescription('The code "taken-2" is already on order GD77.'),
    );
    expect(code2).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Code 1')).toHaveAttribute('aria-invalid', 'false');
    expect(onDone).not.toHaveBeenCalled();
    // The toast says it too.
    expect(screen.getAllByText('The code "taken-2" is already on order GD77.')).toHaveLength(2);
    type('Code 2', 'OTHER');
    expect(code2).toHaveAttribute('aria-invalid', 'false');
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

  it('deliver is prefilled with the codes given at accept and needs a pair for each unit', async () => {
    const { call } = setup(2, 'deliver', {
      nStatus: 2,
      aCardCode: [{ _id: 'c', sOrderContent: 'PRE-1', sSerialNo: 'SN-1', dViewedAt: null }],
    });
    expect(screen.getByLabelText('Code 1')).toHaveValue('PRE-1');
    expect(button('Deliver')).toBeDisabled();
    type('Code 2', 'NEW-2');
    type('Serial 2', 'SN-2');
    type('Code 1', 'NEW-1');
    fireEvent.click(button('Deliver'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({
        cartId: 'o1',
        nQuantity: 2,
        data: [
          { sCode: 'NEW-1', sSerialNo: 'SN-1' },
          { sCode: 'NEW-2', sSerialNo: 'SN-2' },
        ],
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

  it('asks before typed codes are thrown away by Cancel; an untouched dialog just closes', async () => {
    const onClose = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin(<CodesDialog order={order(2)} mode="accept" onClose={onClose} onDone={vi.fn()} />, {
      dataProvider: fakeDataProvider({}),
    });
    fireEvent.click(button('Cancel'));
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    type('Code 1', 'TYPED-1');
    await waitFor(() => {
      fireEvent.click(button('Cancel'));
      expect(confirm).toHaveBeenCalled();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });
});
