import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ListBase, type GetListParams, type GetListResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { transactionCsvRows } from '../transactions/transactionExports';
import { EXPORT_PAGE_SIZE, ExportAllButton } from './ExportAllButton';

const TOTAL = 250;
const row = (index: number) => ({
  id: `t${index}`,
  _id: `t${index}`,
  sOrderId: `ORD-${index}`,
  sEmail: `c${index}@example.com`,
  // A customer who typed a formula as their name.
  sFullName: index === 0 ? '=HYPERLINK("https://evil.example","x")' : `Customer ${index}`,
  eGateway: 'PayPal',
  eStatus: 'Success',
  nTotalQuantity: 1,
  nTotalAmount: 12.5,
  eCurrency: 'eur',
  dCreatedAt: '2026-11-20T10:30:00.000Z',
  sPaymentId: 'PAY-SECRET',
});

interface Pending {
  page: number;
  resolve: () => void;
}

/**
 * A slow API: the list's own page answers at once, each export page waits until the test lets it
 * go, so the dialog can be seen between two pages.
 */
function slowApi() {
  const pending: Pending[] = [];
  const getList = vi.fn(
    (_: string, { pagination }: GetListParams): Promise<GetListResult> =>
      new Promise((resolve) => {
        const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
        const start = (page - 1) * perPage;
        const data = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - start)) }, (_, i) =>
          row(start + i),
        );
        const answer = () => resolve({ data, total: TOTAL });
        if (perPage !== EXPORT_PAGE_SIZE) answer();
        else pending.push({ page, resolve: answer });
      }),
  );
  const next = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    const call = pending.shift()!;
    await act(async () => call.resolve());
    return call.page;
  };
  return { getList, next, pending };
}

/** The CSVs the browser was asked to download. */
function captureDownloads() {
  const files: Blob[] = [];
  vi.stubGlobal('URL', { ...URL, createObjectURL: (blob: Blob) => (files.push(blob), 'blob:csv') });
  return files;
}

afterEach(() => vi.unstubAllGlobals());

const renderList = (api: ReturnType<typeof slowApi>, locale: 'en-US' | 'fr-FR' = 'en-US') =>
  renderAdmin(
    <ListBase resource="transactions" perPage={10} disableSyncWithLocation>
      <ExportAllButton toRows={transactionCsvRows} />
    </ListBase>,
    { dataProvider: fakeDataProvider({ getList: api.getList }), locale },
  );

describe('ExportAllButton', () => {
  it('counts the rows of a long export, then writes them all with the screen labels, formulas as text', async () => {
    const api = slowApi();
    const files = captureDownloads();
    renderList(api, 'fr-FR');
    const button = await screen.findByRole('button', { name: 'Exporter' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    expect(await api.next()).toBe(1);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('100 sur 250 lignes');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(await api.next()).toBe(2);
    await waitFor(() => expect(dialog).toHaveTextContent('200 sur 250 lignes'));
    expect(await api.next()).toBe(3);

    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const csv = await files[0].text();
    const [header, ...lines] = csv.trim().split('\n');
    expect(header).toContain('N° de commande');
    expect(header).toContain('Moyen de paiement');
    expect(lines).toHaveLength(TOTAL);
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toContain('PAY-SECRET');
    // Ready for the next export.
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeEnabled();
  });

  it('Cancel stops the fetching and writes nothing', async () => {
    const api = slowApi();
    const files = captureDownloads();
    renderList(api);
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await api.next();
    expect(await screen.findByRole('dialog')).toHaveTextContent('100 of 250 rows');
    await waitFor(() => expect(api.pending).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => api.pending.shift()?.resolve());

    const exportCalls = api.getList.mock.calls.filter(([, params]) => params.pagination?.perPage === 100);
    expect(exportCalls).toHaveLength(2);
    expect(exportCalls[1][1].signal?.aborted).toBe(true);
    expect(files).toHaveLength(0);
    expect(button).toBeEnabled();
  });
});
