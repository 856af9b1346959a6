import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { RejectDialog } from './RejectDialog';

describe('RejectDialog', () => {
  it('keeps Reject disabled until the reason has a character after trimming, then sends it trimmed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAdmin(<RejectDialog open title="Reject order GD1" onClose={vi.fn()} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    // Announced as required, with no mark: the dialog's only field.
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeRequired();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Out of stock ' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Out of stock'));
  });

  it('asks before a typed reason is thrown away by Cancel, and stays open when told no', async () => {
    const onClose = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin(<RejectDialog open title="Reject order GD1" onClose={onClose} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Out of stock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });
});
