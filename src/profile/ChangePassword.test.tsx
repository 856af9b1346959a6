import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUPER_ADMIN,
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
} from '../../tests/support/renderAdmin';
import { REDIRECT_MS } from '../domain/timing';
import { changePasswordSchema } from '../domain/validation';
import { expectRequiredOfSchema } from '../../tests/support/requiredFields';
import { ChangePassword } from './ChangePassword';

const PATH = '/admin/user-changepassword';

const setup = (changePassword = vi.fn(async () => ({ message: 'Password changed successfully.' }))) => {
  const result = renderAdmin(<ChangePassword />, {
    path: PATH,
    authProvider: fakeAuthProvider(SUPER_ADMIN),
    dataProvider: fakeDataProvider({ changePassword }),
  });
  return { ...result, changePassword };
};

const fill = async (old: string, next: string, confirm: string) => {
  fireEvent.change(await screen.findByLabelText('Old password', { exact: false }), {
    target: { value: old },
  });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChangePassword', () => {
  it('asks for every field when submitted empty', async () => {
    const { changePassword } = setup();
    await screen.findByLabelText('Old password', { exact: false });
    submit();
    expect(await screen.findByText('Old Password is required')).toBeInTheDocument();
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('announces its three fields as required, with no marks (every field is)', async () => {
    setup();
    await screen.findByLabelText('Old password', { exact: false });
    expectRequiredOfSchema(
      changePasswordSchema,
      { sOldPassword: 'Old#2026a', sNewPassword: 'New#2026b', sNewRetypedPassword: 'New#2026b' },
      {
        sOldPassword: 'Old password',
        sNewPassword: 'New password',
        sNewRetypedPassword: 'Confirm new password',
      },
      3,
      'unmarked',
    );
  });

  it("says 'Old and New Password are same' and 'Password not matched'", async () => {
    const { changePassword } = setup();
    await fill('secret1', 'secret1', 'secret2');
    submit();
    expect(await screen.findByText('Old and New Password are same')).toBeInTheDocument();
    expect(screen.getByText('Password not matched')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("says 'Password should be 6 characters' for a short password", async () => {
    setup();
    await fill('secret1', 'abc', 'abc');
    submit();
    // Both the new password and its confirmation are too short.
    expect(await screen.findAllByText('Password should be 6 characters')).toHaveLength(2);
  });

  it('has show/hide toggles on the password fields', async () => {
    setup();
    const old = await screen.findByLabelText<HTMLInputElement>('Old password', { exact: false });
    expect(old.type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(old.type).toBe('text');
  });

  it("sends trimmed values, shows the server's message and signs out 4 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { changePassword, authProvider } = setup();
    await fill(' secret1 ', 'secret2 ', ' secret2');
    submit();
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({
        sOldPassword: 'secret1',
        sNewPassword: 'secret2',
        sNewRetypedPassword: 'secret2',
      }),
    );
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(authProvider.logout).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(REDIRECT_MS.passwordChange);
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledTimes(1));
  });

  it("shows the server's error message and stays signed in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { authProvider } = setup(
      vi.fn(async () => {
        throw new HttpError('Old password is incorrect.', 400);
      }),
    );
    await fill('wrong1', 'secret2', 'secret2');
    submit();
    expect(await screen.findByText('Old password is incorrect.')).toBeInTheDocument();
    expect(authProvider.logout).not.toHaveBeenCalled();
  });
});
