import { screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { guardedViews } from './RequireAccess';
import { renderAdmin, subAdmin } from '../../tests/support/renderAdmin';

/** A record view that asks the API as soon as it mounts, as react-admin's Edit and Show do. */
const mounted = vi.fn();
const CardEdit = () => {
  mounted();
  return <p>the form</p>;
};
const { edit: GuardedEdit } = guardedViews('giftCards', { edit: CardEdit });

const renderEdit = (grants: Parameters<typeof subAdmin>[0]) =>
  renderAdmin(
    <ResourceContextProvider value="giftCards">
      <GuardedEdit />
    </ResourceContextProvider>,
    { subject: subAdmin(grants), path: '/admin/giftCards/c1' },
  );

describe('guardedViews', () => {
  it('mounts a record view for a user with its right', async () => {
    mounted.mockClear();
    renderEdit({ 'Gift Card Management': ['View', 'Edit'] });
    expect(await screen.findByText('the form')).toBeInTheDocument();
  });

  it('goes to the access-denied route without mounting the view, for a user without it', async () => {
    mounted.mockClear();
    const { pathname } = renderEdit({ 'Gift Card Management': ['View'] });
    await waitFor(() => expect(pathname()).toBe('/admin/access-denied'));
    expect(mounted).not.toHaveBeenCalled();
  });
});
