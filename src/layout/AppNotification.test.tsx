import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { expect, it } from 'vitest';
import { AppNotification } from './AppNotification';

const Notifier = () => {
  const notify = useNotify();
  return <button onClick={() => notify('Redeem card created')}>Save</button>;
};

const renderNotice = () =>
  render(
    <AdminContext>
      <Notifier />
      <p>elsewhere</p>
      <AppNotification />
    </AdminContext>,
  );

it('keeps a notice on screen when the page is clicked elsewhere (a double-clicked Save)', async () => {
  const user = userEvent.setup();
  renderNotice();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Redeem card created')).toBeVisible();
  // Past Material UI's click-away arming (a timeout after the snackbar mounts).
  await new Promise((resolve) => setTimeout(resolve, 20));
  await user.click(screen.getByText('elsewhere'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Redeem card created')).toBeVisible();
});

it('still closes a notice on Escape', async () => {
  const user = userEvent.setup();
  renderNotice();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Redeem card created')).toBeVisible();
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByText('Redeem card created')).not.toBeInTheDocument());
});
