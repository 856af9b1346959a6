import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, json } from '../../../tests/unit/support/fakeApi';
import { ADMIN_STUB_TEXT, renderPublic } from '../../../tests/support/renderPublic';
import { ACCOUNTS } from '../../../tests/fixtures/accounts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginPage', () => {
  it('enables Sign in only when both fields are valid, showing the field messages in English', async () => {
    const user = userEvent.setup();
    await renderPublic('/auth/login');

    expect(signIn()).toBeDisabled();
    // Both are required, which a screen reader says (there is no visible mark: every field is).
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    await user.type(screen.getByLabelText('Email'), 'admin@example');
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText('Password must be between 6 and 15')).toBeInTheDocument();
    expect(signIn()).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), '.com');
    await user.type(screen.getByLabelText('Password'), 'defg');
    await waitFor(() => expect(signIn()).toBeEnabled());
    expect(screen.queryByText('Email is not valid')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(signIn()).toBeDisabled();
  });

  it('tells its frame the user is about to sign in once they type, not when the page focuses the form', async () => {
    const user = userEvent.setup();
    const onSignInIntent = vi.fn();
    await renderPublic('/auth/login', { onSignInIntent });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSignInIntent).not.toHaveBeenCalled();

    await user.keyboard('a');

    expect(onSignInIntent).toHaveBeenCalled();
  });

  it("shows the server's message in a warning toast when the login fails", async () => {
    const user = userEvent.setup();
    fakeFetch({ 'POST /admin/login': () => json(401, { message: 'Invalid email or password.' }) });
    await renderPublic('/auth/login');

    await user.type(screen.getByLabelText('Email'), ACCOUNTS.admin.sEmail);
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(signIn());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid email or password.');
    expect(toast).toHaveAttribute('data-severity', 'warning');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it("says 'Server is unavailable.' when the server does not answer", async () => {
    const user = userEvent.setup();
    fakeFetch({ 'POST /admin/login': () => 'network-error' });
    await renderPublic('/auth/login');

    await user.type(screen.getByLabelText('Email'), ACCOUNTS.admin.sEmail);
    await user.type(screen.getByLabelText('Password'), ACCOUNTS.admin.sPassword);
    await user.click(signIn());

    expect(await screen.findByRole('alert')).toHaveTextContent('Server is unavailable.');
  });

  it('stores the session and goes to the dashboard on success', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /admin/login': () =>
        json(
          200,
          { message: 'Login successfully.', userId: 'u1', data: { aPermissions: [] } },
          { Authorization: 'tok' },
        ),
    });
    await renderPublic('/auth/login');

    await user.type(screen.getByLabelText('Email'), ACCOUNTS.admin.sEmail);
    await user.type(screen.getByLabelText('Password'), ACCOUNTS.admin.sPassword);
    await user.click(signIn());

    expect(await screen.findByText(ADMIN_STUB_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('userId')).toBe('u1');
  });

  it('switches to French and keeps the choice', async () => {
    const user = userEvent.setup();
    await renderPublic('/auth/login');

    await user.click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/auth/forgot',
    );
    expect(localStorage.getItem('gd.locale')).toBe('fr-FR');
  });

  it('sends a logged-in user to the dashboard', async () => {
    localStorage.setItem('token', 'tok');
    await renderPublic('/auth/login');
    expect(await screen.findByText(ADMIN_STUB_TEXT)).toBeInTheDocument();
  });
});
