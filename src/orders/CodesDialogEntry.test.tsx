import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, renderCodesDialog as setup, type } from '../../tests/support/codesDialog';

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
});
