import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetExtensions } from '../api/extensions';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import type { DeliveredCode } from '../domain/orders';
import { DeliveredCodes } from './DeliveredCodes';

const CODES: DeliveredCode[] = [
  { _id: 'c1', sOrderContent: 'STEAM-AAAA-BBBB-1234', sSerialNo: 'SN-00001111', dViewedAt: null },
];
/** What the default API's list carries: the codes masked. */
const LISTED: DeliveredCode[] = [{ ...CODES[0], sOrderContent: '••••1234', sSerialNo: '••••1111' }];

afterEach(resetExtensions);

const table = () => screen.getByRole('table', { name: 'Card codes' });

describe('DeliveredCodes', () => {
  it('shows the codes masked, reveals them through the audited call, and hides them again', async () => {
    const getOrderCodes = vi.fn(async () => CODES);
    renderAdmin(<DeliveredCodes order={{ _id: 'o1', aCardCode: LISTED }} />, {
      dataProvider: fakeDataProvider({ getOrderCodes }),
    });
    expect(within(table()).getByText('••••1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show codes' }));
    expect(await within(table()).findByText('STEAM-AAAA-BBBB-1234')).toBeInTheDocument();
    expect(getOrderCodes).toHaveBeenCalledWith('o1');
    fireEvent.click(screen.getByRole('button', { name: 'Hide codes' }));
    expect(within(table()).queryByText('STEAM-AAAA-BBBB-1234')).toBeNull();
  });

  it("masks a spec backend's clear codes too, and shows the list's own once asked (no such call there)", async () => {
    const getOrderCodes = vi.fn(async () => undefined);
    renderAdmin(<DeliveredCodes order={{ _id: 'o1', aCardCode: CODES }} />, {
      dataProvider: fakeDataProvider({ getOrderCodes }),
    });
    expect(within(table()).queryByText('STEAM-AAAA-BBBB-1234')).toBeNull();
    expect(within(table()).getByText('••••1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show codes' }));
    expect(await within(table()).findByText('STEAM-AAAA-BBBB-1234')).toBeInTheDocument();
  });

  it('says why when the reveal fails, and shows nothing more', async () => {
    const getOrderCodes = vi.fn(async () => {
      throw new Error('You do not have permission.');
    });
    renderAdmin(<DeliveredCodes order={{ _id: 'o1', aCardCode: LISTED }} />, {
      dataProvider: fakeDataProvider({ getOrderCodes }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show codes' }));
    expect(await screen.findByText('You do not have permission.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show codes' })).toBeEnabled());
    expect(within(table()).getByText('••••1234')).toBeInTheDocument();
  });

  it('offers nothing to show for an order without codes', () => {
    renderAdmin(<DeliveredCodes order={{ _id: 'o1', aCardCode: [] }} />);
    expect(screen.getByText('No card codes yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show codes' })).toBeNull();
  });
});
