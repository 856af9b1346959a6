import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../common/testing';
import { RejectDialog } from './RejectDialog';

describe('RejectDialog', () => {
  it('keeps Reject disabled until the reason has a character after trimming, then sends it trimmed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAdmin(<RejectDialog open title="Reject order GD1" onClose={vi.fn()} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Out of stock ' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Out of stock'));
  });
});
