import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, json } from '../../../tests/unit/support/fakeApi';
import { REDIRECT_MS } from '../../domain/timing';
import { renderPublic } from '../../../tests/support/renderPublic';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResetPage', () => {
  it('shows the expired-link screen when the link does not verify', async () => {
    const { requests } = fakeFetch({
      'GET /admin/password/forgot/old-token': () => json(400, { message: 'Link is expired!' }),
    });
    await renderPublic('/auth/reset/old-token');

    expect(await screen.findByRole('heading', { name: 'Link is expired!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The password reset link is no longer valid. Please request another password reset email from the login page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('checks the link first, then shows the form when it verifies', async () => {
    fakeFetch({ 'GET /admin/password/forgot/good': () => json(200, { message: 'Link verified.' }) });
    await renderPublic('/auth/reset/good');

    expect(screen.getByText('Checking the link…')).toBeInTheDocument();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
    expect(screen.queryByText('Link is expired!')).not.toBeInTheDocument();
  });

  it('resets the password, shows the server message and goes to login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = fakeFetch({
      'GET /admin/password/forgot/good': () => json(200, { message: 'Link verified.' }),
      'POST /admin/password/reset/good': () =>
        json(200, { message: 'Password has been reset successfully.' }),
    });
    await renderPublic('/auth/reset/good');

    await user.type(await screen.findByLabelText('New password'), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass2');
    expect(await screen.findByText('Password not matched')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password has been reset successfully.');
    expect(requests[1].body).toEqual({ sNewPassword: 'NewPass1', sNewRetypedPassword: 'NewPass1' });
    // A margin for the real time that shouldAdvanceTime also counts.
    act(() => vi.advanceTimersByTime(REDIRECT_MS.reset - 1000));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
