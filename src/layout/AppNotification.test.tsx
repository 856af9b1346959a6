import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { expect, it } from 'vitest';
import { AppNotification } from './AppNotification';

const Notifier = () => {
  const notify = useNotify();
  return <button onClick={() => notify('Redeem card created')}>Save</button>;
};

async function showNotice() {
  const user = userEvent.setup();
  render(
    <AdminContext>
      <Notifier />
      <p>elsewhere</p>
      <AppNotification />
    </AdminContext>,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Redeem card created')).toBeVisible();
  // Past Material UI's click-away arming (a timeout after the snackbar mounts).
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const isGone = () => waitFor(() => expect(screen.queryByText('Redeem card created')).not.toBeInTheDocument());

it('keeps the notice at the second click of a double click (click count 2), landed after it showed', async () => {
  await showNotice();
  fireEvent.click(screen.getByText('elsewhere'), { detail: 2 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getByText('Redeem card created')).toBeVisible();
});

it('closes the notice at a single click elsewhere', async () => {
  await showNotice();
  fireEvent.click(screen.getByText('elsewhere'), { detail: 1 });
  await isGone();
});

it('closes the notice on Escape', async () => {
  await showNotice();
  fireEvent.keyDown(document, { key: 'Escape' });
  await isGone();
});
