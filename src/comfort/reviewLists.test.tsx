import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
  subAdmin,
  SUPER_ADMIN,
} from '../../tests/support/renderAdmin';
import type { AccessSubject } from '../domain/permissions';
import { PendingOrders } from '../orders/BuyOrderList';
import { LIST_ORDER } from '../../tests/support/orderFixture';

// Only what the pending list shows; the keys never open the details here.
const ORDER = { ...LIST_ORDER, nStatus: 1 };

function setup(subject: AccessSubject) {
  const getList = vi.fn(async () => ({ data: [ORDER], total: 1 }));
  renderAdmin(<PendingOrders />, {
    authProvider: fakeAuthProvider(subject),
    dataProvider: fakeDataProvider({ getList }),
  });
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });
// jsdom has no layout: the highlight's scrolling is a no-op here.
beforeEach(() => {
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

describe('review keys on the pending orders list', () => {
  it('j then a opens the accept dialog of the highlighted order (Gift Card Management Edit)', async () => {
    setup(SUPER_ADMIN);
    await screen.findByText('GD42');
    // The row's, and the bulk toolbar's (folded away until rows are ticked).
    await screen.findAllByRole('button', { name: 'Accept' });
    press('j');
    press('a');
    expect(await screen.findByRole('dialog', { name: 'Accept order GD42' })).toBeInTheDocument();
  });

  it('without Edit, a does nothing and the help does not offer it', async () => {
    setup(subAdmin({ 'Gift Card Management': ['View'] }));
    await screen.findByText('GD42');
    press('j');
    press('a');
    press('r');
    expect(screen.queryByRole('dialog')).toBeNull();
    press('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('View details')).toBeInTheDocument();
    expect(within(help).queryByText('Accept')).toBeNull();
    expect(within(help).queryByText('Reject')).toBeNull();
  });
});
