import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuthProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { permissionSetFrom } from '../domain/permissions';
import { NoPermission } from './NoPermission';

const PATH = '/admin/nopermission';
const categoryEditor = () =>
  fakeAuthProvider({ aPermissions: permissionSetFrom({ 'Category Managements': ['View'] }) });

describe('NoPermission', () => {
  it('says so and stays when no allowed module is served', async () => {
    const { pathname, authProvider } = renderAdmin(<NoPermission />, {
      path: PATH,
      authProvider: categoryEditor(),
    });
    expect(await screen.findByText('Oops! Sorry you do not have any Permissions')).toBeInTheDocument();
    await waitFor(() => expect(authProvider.getPermissions).toHaveBeenCalled());
    expect(pathname()).toBe(PATH);
  });

  it('redirects to the first allowed module the app serves', async () => {
    const { pathname } = renderAdmin(<NoPermission servedPaths={['category']} />, {
      path: PATH,
      authProvider: categoryEditor(),
    });
    await waitFor(() => expect(pathname()).toBe('/admin/category'));
  });

  it('stays for a user without any permission', async () => {
    const authProvider = fakeAuthProvider({ aPermissions: permissionSetFrom({}) });
    const { pathname } = renderAdmin(
      <NoPermission servedPaths={['category', 'giftCards', 'customers', 'cms']} />,
      {
        path: PATH,
        authProvider,
      },
    );
    await waitFor(() => expect(authProvider.getPermissions).toHaveBeenCalled());
    expect(await screen.findByTestId('no-permission-message')).toBeInTheDocument();
    expect(pathname()).toBe(PATH);
  });

  it('offers the profile and a way out', async () => {
    const { authProvider } = renderAdmin(<NoPermission />, { path: PATH, authProvider: categoryEditor() });
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/admin/user-profile',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });
});
