import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Title, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { fullPermissionSet } from '../domain/permissions';
import { AppBar } from './AppBar';

describe('AppBar', () => {
  it('shows the brand', async () => {
    renderAdmin(<AppBar />);
    expect(await screen.findByText('Giftdesk')).toBeInTheDocument();
  });

  it('minimises and expands the sidebar with a notice each time', async () => {
    renderAdmin(<AppBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Minimise sidebar' }));
    expect(await screen.findByText('Sidebar minimised')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(await screen.findByText('Sidebar expanded')).toBeInTheDocument();
  });

  it('offers no sidebar toggle to a user with nothing in the menu', async () => {
    renderAdmin(<AppBar />, {
      authProvider: fakeAuthProvider({ isSuperAdmin: false, aPermissions: fullPermissionSet(false) }),
    });
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Minimise sidebar' })).toBeNull());
  });

  it('has a user menu with Edit Profile, Change Password and Log out', async () => {
    const { authProvider } = renderAdmin(<AppBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/admin/user-profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/admin/user-changepassword',
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });

  it('keeps a page title inline in the bar, where a long one ends in an ellipsis rather than mid-word', async () => {
    renderAdmin(
      <>
        <AppBar />
        <Title title="Ajouter un utilisateur (ancien formulaire)" />
      </>,
    );
    const title = await screen.findByText('Ajouter un utilisateur (ancien formulaire)');
    const bar = document.getElementById('react-admin-title');
    expect(bar).toContainElement(title);
    expect(getComputedStyle(bar!).textOverflow).toBe('ellipsis');
    for (let element = title.parentElement; element && element !== bar; element = element.parentElement)
      expect(getComputedStyle(element).display).toBe('inline');
  });

  it('offers the en-US / fr-FR switch', async () => {
    const store = memoryStore();
    renderAdmin(<AppBar />, { store });
    fireEvent.click(await screen.findByRole('button', { name: /English/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(store.getItem('locale')).toBe('fr-FR'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Français/ })).toBeInTheDocument());
  });
});
