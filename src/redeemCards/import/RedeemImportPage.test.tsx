import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../../tests/support/renderAdmin';
import { permissionSetFrom } from '../../domain/permissions';
import { RedeemImportPage } from './RedeemImportPage';
import { guardedPage } from '../../common/RequireAccess';

const CSV = [
  'Card Code,PIN,Value,Currency',
  'AAAABBBBCCCC0001,1234,10,USD',
  'ABC,1234,10,usd',
  'AAAABBBBCCCC0002,12345,10,usd',
  'aaaabbbbcccc0001,1111,10,usd',
  'AAAABBBBCCCC0003,42,25,eur',
  'AAAABBBBCCCC0004,43,25,eur',
].join('\n');

function setup(
  create = vi.fn(),
  operations: Parameters<typeof permissionSetFrom>[0] | undefined = undefined,
) {
  const result = renderAdmin(
    <Routes>
      <Route
        path="/admin/redeemCards/import"
        element={guardedPage('redeemCards', 'create', RedeemImportPage)}
      />
      <Route path="/admin/access-denied" element={<p>denied</p>} />
    </Routes>,
    {
      path: '/admin/redeemCards/import',
      dataProvider: fakeDataProvider({ create }),
      ...(operations ? { subject: { aPermissions: permissionSetFrom(operations) } } : {}),
    },
  );
  return { ...result, create };
}

const choose = async (text: string, name = 'batch.csv') => {
  await screen.findByText('Choose a CSV file');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'image/png' })] },
  });
};

describe('RedeemImportPage', () => {
  it('guesses the columns, reports the bad lines, imports the others and counts a 409 as existing', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: { sCode: string } }) => {
      if (data.sCode === 'AAAABBBBCCCC0003')
        throw new HttpError('A redeem card with this code already exists.', 409, {});
      return { data: { id: data.sCode }, meta: { message: 'Redeem card added successfully.' } };
    });
    setup(create);
    await choose(CSV);
    expect(await screen.findByText('batch.csv: 6 lines')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Code' })).toHaveTextContent('Card Code');
    expect(screen.getByRole('combobox', { name: 'Pin' })).toHaveTextContent('PIN');
    const counts = await screen.findByTestId('import-counts');
    expect(counts).toHaveTextContent('Valid: 3');
    expect(counts).toHaveTextContent('Invalid: 2');
    expect(counts).toHaveTextContent('Duplicates in the file: 1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['3', '4', '5']);
    expect(rows[0]).toHaveTextContent('Card Code must be 4 to 32 letters, digits or dashes');
    expect(rows[1]).toHaveTextContent('Pin must be 4 digit number');
    expect(rows[2]).toHaveTextContent('Same code as line 2');
    expect(screen.queryByText('12345')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Import the valid lines (3)' }));
    const outcomes = await screen.findByTestId('import-outcomes');
    expect(outcomes).toHaveTextContent('Imported: 2');
    expect(outcomes).toHaveTextContent('Already exists: 1');
    expect(outcomes).toHaveTextContent('Invalid: 2');
    expect(outcomes).toHaveTextContent('Duplicate in file: 1');
    expect(create).toHaveBeenCalledTimes(3);
    expect(create).toHaveBeenCalledWith('redeemCards', {
      data: { sCode: 'AAAABBBBCCCC0001', sPin: '1234', nValue: 10, eCurrency: 'usd' },
    });
    expect(screen.getByRole('button', { name: 'Download result CSV' })).toBeInTheDocument();
  });

  it('a column chosen by hand checks the lines again', async () => {
    setup();
    await choose('a,b,c,d\nAAAABBBBCCCC0001,1,5,usd\n');
    expect(await screen.findByTestId('import-counts')).toHaveTextContent('Valid: 0');
    for (const [field, column] of [
      ['Code', 'a'],
      ['Pin', 'b'],
      ['Value', 'c'],
      ['Currency', 'd'],
    ] as const) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
      fireEvent.click(await screen.findByRole('option', { name: column }));
    }
    await waitFor(() => expect(screen.getByTestId('import-counts')).toHaveTextContent('Valid: 1'));
  });

  it('refuses a file that is not a CSV, and one without lines', async () => {
    setup();
    await choose('x', 'photo.png');
    expect(await screen.findByText('Choose a CSV file (.csv).')).toBeInTheDocument();
    await choose('code,pin\n');
    expect(await screen.findByText('The file has no line after its header line.')).toBeInTheDocument();
  });

  it('without Add on Redeem Card Management: refused', async () => {
    const { create } = setup(vi.fn(), { 'Redeem Card Management': ['View', 'Edit'] });
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
