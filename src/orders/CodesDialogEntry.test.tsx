import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { button, order, renderCodesDialog as setup, type } from '../../tests/support/codesDialog';
import { CodesDialog } from './CodesDialog';

describe('CodesDialog: typed and pasted codes', () => {
  it('flags duplicate codes (case and spaces ignored) and refuses to send them', () => {
    const { call } = setup(2);
    type('Code 1', 'abc');
    type('Serial 1', '1');
    type('Code 2', ' ABC');
    type('Serial 2', '2');
    expect(screen.getAllByText('Duplicate code')).toHaveLength(2);
    expect(button('Accept')).toBeDisabled();
    type('Code 2', 'XYZ');
    expect(screen.queryByText('Duplicate code')).not.toBeInTheDocument();
    expect(button('Accept')).toBeEnabled();
    expect(call).not.toHaveBeenCalled();
  });

  it('fills the pairs from a pasted block of code,serial lines and says when lines were left out', () => {
    setup(2);
    fireEvent.change(screen.getByLabelText('Paste pairs'), {
      target: { value: 'C1,S1\n\nC2;S2\nC3\tS3\n' },
    });
    fireEvent.click(button('Fill pairs'));
    expect(screen.getByLabelText('Code 1')).toHaveValue('C1');
    expect(screen.getByLabelText('Serial 1')).toHaveValue('S1');
    expect(screen.getByLabelText('Code 2')).toHaveValue('C2');
    expect(screen.getByLabelText('Serial 2')).toHaveValue('S2');
    expect(screen.getByText('Only the first 2 lines were used')).toBeInTheDocument();
  });

  it('refuses a pasted block with a third field or a repeated code, naming the lines, and fills nothing', () => {
    setup(3);
    const paste = (value: string) => {
      fireEvent.change(screen.getByLabelText('Paste pairs'), { target: { value } });
      fireEvent.click(button('Fill pairs'));
    };
    paste('C1,S1\nCODE,S3,extra');
    expect(screen.getByText('Line 2 has more than two fields (code,serial)')).toBeInTheDocument();
    expect(screen.getByLabelText('Code 1')).toHaveValue('');
    paste('C1,S1\nC2,S2\n\nc1,S3');
    expect(screen.getByText('Lines 1, 4 repeat the same code')).toBeInTheDocument();
    expect(screen.queryByText(/more than two fields/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code 1')).toHaveValue('');
    expect(screen.getByLabelText('Code 2')).toHaveValue('');
    paste('C1,S1\nC2,S2');
    expect(screen.queryByText(/repeat the same code/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code 2')).toHaveValue('C2');
  });

  it('names the first problems of a whole file pasted by mistake, not thousands of them', () => {
    setup(2);
    const paste = (value: string) => {
      fireEvent.change(screen.getByLabelText('Paste pairs'), { target: { value } });
      fireEvent.click(button('Fill pairs'));
    };
    paste(Array.from({ length: 5000 }, (_, index) => `C${index},S${index},extra`).join('\n'));
    expect(screen.getAllByText(/has more than two fields/)).toHaveLength(10);
    expect(screen.getByText('Line 10 has more than two fields (code,serial)')).toBeInTheDocument();
    expect(screen.getByText('…and 4990 more problems')).toBeInTheDocument();

    paste(Array.from({ length: 5000 }, (_, index) => `SAME,S${index}`).join('\n'));
    expect(
      screen.getByText('Lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … repeat the same code'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code 1')).toHaveValue('');
  });
});

describe('CodesDialog: the form behind the rows', () => {
  const paste = (value: string) => {
    fireEvent.change(screen.getByLabelText('Paste pairs'), { target: { value } });
    fireEvent.click(button('Fill pairs'));
  };

  it('marks both rows of a duplicate as invalid, and neither once it is fixed', () => {
    setup(3);
    type('Code 1', 'abc');
    type('Code 3', 'ABC ');
    expect(screen.getByLabelText('Code 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Code 2')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Code 3')).toHaveAccessibleDescription('Duplicate code');
    type('Code 1', '');
    expect(screen.getByLabelText('Code 1')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Code 3')).toHaveAttribute('aria-invalid', 'false');
  });

  it('a pasted block counts as typed: Cancel asks before it is thrown away', async () => {
    const onClose = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin(<CodesDialog order={order(2)} mode="accept" onClose={onClose} onDone={vi.fn()} />, {
      dataProvider: fakeDataProvider({}),
    });
    paste('P1,S1');
    expect(screen.getByLabelText('Serial 1')).toHaveValue('S1');
    expect(screen.getByLabelText('Code 2')).toHaveValue('');
    await waitFor(() => {
      fireEvent.click(button('Cancel'));
      expect(confirm).toHaveBeenCalled();
    });
    expect(onClose).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('a code typed and emptied again leaves the dialog untouched: Cancel just closes', async () => {
    const onClose = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAdmin(<CodesDialog order={order(2)} mode="accept" onClose={onClose} onDone={vi.fn()} />, {
      dataProvider: fakeDataProvider({}),
    });
    type('Code 1', 'GONE');
    type('Code 1', '');
    expect(screen.getByLabelText('Code 1')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('0 complete pairs will be sent');
    await waitFor(() => {
      fireEvent.click(button('Cancel'));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  describe('a code the server refused', () => {
    const refuse = () => {
      const call = vi.fn(async () => {
        throw new HttpError('Code SOLD-1 is sold.', 409, {});
      });
      renderAdmin(<CodesDialog order={order(2)} mode="accept" onClose={vi.fn()} onDone={vi.fn()} />, {
        dataProvider: fakeDataProvider({ acceptOrder: call }),
      });
      type('Code 1', 'SOLD-1');
      type('Serial 1', 'S1');
      fireEvent.click(button('Accept'));
      return screen.getByLabelText('Code 1');
    };

    it('stays on its row while other fields (its own serial too) are edited', async () => {
      const code1 = refuse();
      await waitFor(() => expect(code1).toHaveAccessibleDescription('Code SOLD-1 is sold.'));
      type('Serial 1', 'S1-B');
      type('Code 2', 'FREE-2');
      expect(code1).toHaveAttribute('aria-invalid', 'true');
      // Past react-hook-form's own check of the edited fields (asynchronous, after a submit).
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(code1).toHaveAccessibleDescription('Code SOLD-1 is sold.');
      type('Code 1', 'SOLD-1X');
      expect(code1).toHaveAttribute('aria-invalid', 'false');
      expect(code1).not.toHaveAccessibleDescription('Code SOLD-1 is sold.');
    });

    it('goes when a pasted block fills the rows anew', async () => {
      const code1 = refuse();
      await waitFor(() => expect(code1).toHaveAttribute('aria-invalid', 'true'));
      paste('NEW-1,S1');
      expect(screen.getByLabelText('Code 1')).toHaveValue('NEW-1');
      expect(screen.getByLabelText('Code 1')).toHaveAttribute('aria-invalid', 'false');
    });
  });
});
