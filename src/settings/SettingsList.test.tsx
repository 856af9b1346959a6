import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, ResourceContextProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
  subAdmin,
  SUPER_ADMIN,
} from '../../tests/support/renderAdmin';
import type { ModuleName, Operation } from '../domain/permissions';
import { settings as enSettings } from './i18n/en';
import SettingsList from './SettingsList';
import { settingRow } from '../../tests/support/settingRows';

const L = enSettings.list;
const page = settingRow;
const ROWS = [
  page('loyalty-point', 'Loyalty Point (%)', '10'),
  page('terms', 'Terms and Conditions', '<h2>Terms</h2><p>Read <strong>carefully</strong>.</p>'),
  page('about', 'About Us', '<p>Hello<img src="x" onerror="window.__xss=1"></p>'),
];

type Grants = Partial<Record<ModuleName, Operation[]>>;

function setup(options: { grants?: Grants; rows?: typeof ROWS; fail?: unknown } = {}) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    if (options.fail) throw options.fail;
    const rows = options.rows ?? ROWS;
    const { page: n, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    return { data: rows.slice((n - 1) * perPage, n * perPage), total: rows.length };
  });
  const subject = options.grants ? subAdmin(options.grants) : SUPER_ADMIN;
  const result = renderAdmin(
    <ResourceContextProvider value="settings">
      <SettingsList />
    </ResourceContextProvider>,
    {
      path: '/admin/cms',
      authProvider: fakeAuthProvider(subject),
      dataProvider: fakeDataProvider({ getList }),
    },
  );
  return { ...result, getList };
}

const eye = (title: string) => screen.queryByRole('button', { name: `${L.view}: ${title}` });
const pencil = (title: string) => screen.queryByRole('button', { name: `${L.edit}: ${title}` });

describe('SettingsList', () => {
  it('shows Page Name and Actions, the eye and the pencil, 10 a page sorted by name', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Terms and Conditions')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([L.page_name, L.actions]);
    expect(eye('Terms and Conditions')).toBeInTheDocument();
    expect(pencil('Terms and Conditions')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'settings',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'sTitle', order: 'ASC' },
      }),
    );
  });

  it('offers page sizes 10, 20 and 50', async () => {
    setup({ rows: Array.from({ length: 12 }, (_, i) => page(`p${i}`, `Page ${i}`, '<p>x</p>')) });
    await screen.findByText('Page 0');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50']);
  });

  it('gives the eye only with View, the pencil only with Edit (Settings or CMS)', async () => {
    setup({ grants: { Settings: ['View'] } });
    await screen.findByText('About Us');
    expect(eye('About Us')).toBeInTheDocument();
    expect(pencil('About Us')).not.toBeInTheDocument();
  });

  it('gives the pencil without the eye to a CMS-Edit sub-admin', async () => {
    setup({ grants: { CMS: ['Edit'] } });
    await screen.findByText('About Us');
    expect(pencil('About Us')).toBeInTheDocument();
    expect(eye('About Us')).not.toBeInTheDocument();
  });

  it('sends a user without Settings and CMS rights to the dashboard', async () => {
    const { pathname, getList } = setup({ grants: { Customers: ['View'] } });
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
    expect(getList).not.toHaveBeenCalled();
  });

  it('says No Records found when there is no page', async () => {
    setup({ rows: [] });
    expect(await screen.findByText(L.empty)).toBeInTheDocument();
  });

  it('shows the server message as a warning and stops loading when the list fails', async () => {
    setup({ fail: new HttpError('Database is down.', 400, null) });
    const notice = await screen.findByText('Database is down.');
    expect(notice.closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-warning');
    expect(screen.getByText(L.load_failed)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Server is unavalible.' when the server does not answer", async () => {
    setup({ fail: new HttpError('Server is unavailable.', 0, null) });
    expect(await screen.findByText(enSettings.server_unavailable)).toBeInTheDocument();
  });

  it('opens the view modal with the rich content rendered and sanitized', async () => {
    setup();
    await screen.findByText('About Us');
    fireEvent.click(eye('Terms and Conditions') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(within(dialog).getByText('carefully').tagName).toBe('STRONG');
    fireEvent.click(within(dialog).getByRole('button', { name: enSettings.view.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(eye('About Us') as HTMLElement);
    const about = await screen.findByRole('dialog', { name: 'About Us' });
    expect(within(about).getByText('Hello')).toBeInTheDocument();
    expect(about.querySelector('img, [onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the number of a loyalty key in the view modal', async () => {
    setup();
    await screen.findByText('Loyalty Point (%)');
    fireEvent.click(eye('Loyalty Point (%)') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Loyalty Point (%)' });
    expect(within(dialog).getByTestId('setting-value')).toHaveTextContent('10');
  });

  it('opens the edit modal from the pencil', async () => {
    setup();
    await screen.findByText('About Us');
    fireEvent.click(pencil('Loyalty Point (%)') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Loyalty Point (%)' });
    expect(within(dialog).getByLabelText(/Page Title/)).toHaveValue('Loyalty Point (%)');
  });
});
