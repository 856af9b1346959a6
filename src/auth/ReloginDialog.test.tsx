import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { useReportUnsaved } from '../common/unsavedInput';
import { ReloginDialog } from './ReloginDialog';
import { requestRelogin } from './sessionRecovery';

/** A form on screen with input not saved yet: what makes a lost session ask in place. */
const UnsavedForm = () => {
  useReportUnsaved(true);
  return null;
};

describe('ReloginDialog', () => {
  it('asks for the password of the signed-in account, a required field, and signs in with it', async () => {
    const { authProvider } = renderAdmin(
      <>
        <UnsavedForm />
        <ReloginDialog />
      </>,
    );
    let recovered: Promise<boolean> | undefined;
    act(() => {
      recovered = requestRelogin();
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await waitFor(() => expect(dialog).toHaveTextContent('admin@example.com'));
    // Announced as required, with no mark: the dialog's only field.
    const password = screen.getByLabelText('Password');
    expect(password).toBeRequired();
    const submit = screen.getByRole('button', { name: 'Sign in and continue' });
    expect(submit).toBeDisabled();

    fireEvent.change(password, { target: { value: 'Admin#2026' } });
    fireEvent.click(submit);
    await expect(recovered).resolves.toBe(true);
    expect(authProvider.login).toHaveBeenCalledWith({ sEmail: 'admin@example.com', sPassword: 'Admin#2026' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
