import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { callExtension } from '../api/extensions';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin, subAdmin } from '../../tests/support/renderAdmin';
import type { AuditEntry } from '../domain/audit';
import * as enOrders from '../orders/i18n/en';
import * as frOrders from '../orders/i18n/fr';
import { AuditHistory } from './AuditHistory';
import { AuditList } from './AuditList';
import { audit as enAudit } from './i18n/en';
import { audit as frAudit } from './i18n/fr';

const ENTRY: AuditEntry & { id: string } = {
  id: 'e1',
  _id: 'e1',
  dCreatedAt: '2026-11-20T10:00:00.000Z',
  iAdminId: 'admin-1',
  sAdminEmail: 'admin@example.com',
  sAdminName: 'Ada Admin',
  sAction: 'order.deliver',
  sResource: 'order',
  iRecordId: 'o1',
  sRecordLabel: 'GD-1001',
  aChanges: [
    { sField: 'nStatus', before: 2, after: 3 },
    { sField: 'aCardCode', before: [], after: [{ sOrderContent: '••••7788', sSerialNo: '••••2333' }] },
  ],
};

const answering = (result: () => Promise<unknown>) => {
  const getList = vi.fn(result);
  return { getList, dataProvider: fakeDataProvider({ getList }) };
};
const ok = () => answering(async () => ({ data: [ENTRY], total: 1 }));

describe('the History panel', () => {
  it.each([
    ['en-US', enAudit],
    ['fr-FR', frAudit],
  ] as const)("lists the record's entries with masked codes (%s)", async (locale, texts) => {
    const { getList, dataProvider } = ok();
    renderAdmin(<AuditHistory recordId="o1" />, { dataProvider, locale });
    const panel = await screen.findByTestId('audit-history');
    expect(await within(panel).findByText(`${texts.history} (1)`)).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button'));
    const entry = await within(panel).findByTestId('audit-history-entry');
    expect(within(entry).getByText(texts.actions.order.deliver)).toBeInTheDocument();
    expect(within(entry).getByText(/••••7788/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('audit', expect.objectContaining({ filter: { iRecordId: 'o1' } }));
  });

  it('stays hidden when the API has no audit call (404)', async () => {
    const { getList, dataProvider } = answering(async () => {
      // As the data provider answers for a call the API lacks (src/api/extensions.ts).
      return callExtension('audit', () => Promise.reject(new HttpError('Not found', 404)));
    });
    const { container } = renderAdmin(<AuditHistory recordId="o1" />, { dataProvider });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('[data-testid="audit-history"]')).toBeNull());
    expect(screen.queryByText(enAudit.history)).toBeNull();
  });

  it('is not shown, nor asked for, without the Audit right', async () => {
    const { getList, dataProvider } = ok();
    const { authProvider } = renderAdmin(<AuditHistory recordId="o1" />, {
      dataProvider,
      subject: subAdmin({ Customers: ['View'] }),
    });
    await waitFor(() =>
      expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'audit' })),
    );
    expect(screen.queryByTestId('audit-history')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('the audit list', () => {
  it('shows who did what to which record, newest first from the server', async () => {
    const { getList, dataProvider } = ok();
    renderAdmin(<AuditList />, { dataProvider, path: '/admin/audit' });
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText(enAudit.actions.order.deliver)).toBeInTheDocument();
    expect(screen.getByText('GD-1001')).toBeInTheDocument();
    expect(screen.getByText(/••••2333/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'audit',
      expect.objectContaining({
        sort: { field: 'dCreatedAt', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );
  });

  it.each([
    ['en-US', enOrders],
    ['fr-FR', frOrders],
  ] as const)(
    'names changed fields as the screens label them, never by API name (%s)',
    async (locale, texts) => {
      const { dataProvider } = answering(async () => ({
        data: [
          ENTRY,
          {
            ...ENTRY,
            id: 'e2',
            _id: 'e2',
            sAction: 'push.send',
            sResource: 'push',
            aChanges: [{ sField: 'iSenderId', after: 'admin-1' }],
          },
        ],
        total: 2,
      }));
      renderAdmin(<AuditList />, { dataProvider, path: '/admin/audit', locale });
      expect(await screen.findByText(texts.ordersResources.orders.fields.nStatus)).toBeInTheDocument();
      expect(screen.getByText(texts.orders.details.codes)).toBeInTheDocument();
      expect(
        screen.getByText(`${texts.orders.details.code}: ••••7788, ${texts.orders.details.serial}: ••••2333`),
      ).toBeInTheDocument();
      expect(screen.getByText('Sender ID')).toBeInTheDocument();
      for (const raw of ['nStatus', 'aCardCode', 'iSenderId', /sOrderContent/]) {
        expect(screen.queryByText(raw)).toBeNull();
      }
    },
  );

  it('says the trail is not available when the API answers 404', async () => {
    const { dataProvider } = answering(async () => {
      // As the data provider answers for a call the API lacks (src/api/extensions.ts).
      return callExtension('audit', () => Promise.reject(new HttpError('Not found', 404)));
    });
    renderAdmin(<AuditList />, { dataProvider, path: '/admin/audit', locale: 'fr-FR' });
    expect(await screen.findByText(frAudit.unavailable)).toBeInTheDocument();
  });
});
