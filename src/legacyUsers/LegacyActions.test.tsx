import { screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider, fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import type { Operation } from '../domain/permissions';
import SubadminList from '../subadmins/SubadminList';
import { legacyUsers as en } from './i18n/en';
import { LegacyFieldsPanel } from './LegacyActions';

const row = {
  id: 's1',
  _id: 's1',
  sFullName: 'Ada Lovelace',
  sEmail: 'ada@example.com',
  sCountryCode: '',
  sMobileNumber: '',
  eStatus: 'y',
  dCreatedAt: '2026-01-02T10:00:00.000Z',
  dUpdatedAt: '2026-01-02T10:00:00.000Z',
};

function list(ops: Operation[]) {
  renderAdmin(
    <ResourceContextProvider value="subadmin">
      <SubadminList />
    </ResourceContextProvider>,
    {
      path: '/admin/subadmin',
      authProvider: fakeAuthProvider(subAdmin({ Subadmin: ops })),
      dataProvider: fakeDataProvider({ getList: vi.fn(async () => ({ data: [row], total: 1 })) }),
    },
  );
}

describe('the older form from the sub-admin screens', () => {
  it('offers "Add user (older form)" with Add and "Edit in older form" with Edit', async () => {
    list(['View', 'Add', 'Edit']);
    expect(await screen.findByRole('link', { name: en.actions.add })).toHaveAttribute(
      'href',
      '/admin/add/user',
    );
    const edit = await screen.findByRole('link', { name: 'Edit Ada Lovelace in the older form' });
    expect(edit).toHaveAttribute('href', '/admin/user/s1');
  });

  it('offers neither without Add and Edit', async () => {
    list(['View', 'Delete']);
    expect(await screen.findByText('ada@example.com', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: en.actions.add })).toBeNull());
    expect(screen.queryByRole('link', { name: /older form/ })).toBeNull();
  });

  it('shows the legacy fields of an account read-only on the edit page', async () => {
    renderAdmin(
      <RecordContextProvider
        value={{
          ...row,
          sUserName: 'ada',
          sJobTitle: 'Analyst',
          eRole: 'Admin',
          eAccess: 'Write',
          nSensorId: 0,
        }}
      >
        <LegacyFieldsPanel />
      </RecordContextProvider>,
      { subject: subAdmin({ Subadmin: ['View', 'Edit'] }) },
    );
    expect(await screen.findByText('Analyst')).toBeInTheDocument();
    expect(screen.getByText(en.roles.Admin)).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByRole('link', { name: en.actions.edit })).toHaveAttribute(
      'href',
      '/admin/user/s1',
    );
  });
});
