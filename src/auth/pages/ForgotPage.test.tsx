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

const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ForgotPage', () => {
  it("shows the server's message and goes back to login 4 s after success", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const message = 'A password reset link has been sent to your email.';
    const { requests } = fakeFetch({ 'POST /admin/password/forgot': () => json(200, { message }) });
    await renderPublic('/auth/forgot');

    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(send());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(message);
    expect(toast).toHaveAttribute('data-severity', 'success');
    expect(requests[0].body).toEqual({ sEmail: 'admin@example.com' });
    expect(send()).toBeDisabled();

    // A margin for the real time that shouldAdvanceTime also counts.
    act(() => vi.advanceTimersByTime(REDIRECT_MS.forgot - 1000));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows the server's message as a warning and stays when the request fails", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /admin/password/forgot': () =>
        json(429, { message: 'Too many attempts. Please try again later.' }),
    });
    await renderPublic('/auth/forgot');

    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(send());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Too many attempts. Please try again later.');
    expect(toast).toHaveAttribute('data-severity', 'warning');
    expect(send()).toBeEnabled();
  });

  it('links back to login and validates the email', async () => {
    const user = userEvent.setup();
    await renderPublic('/auth/forgot');
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  });
});
