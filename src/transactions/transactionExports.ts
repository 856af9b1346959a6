/**
 * The CSV columns of the transaction lists (ExportAllButton): the lists' columns, in their words.
 * No payment id or token: a CSV leaves the console's guard. Amounts stay plain numbers, their
 * currency in its own column.
 */
import type { RaRecord } from 'react-admin';
import type { ExportFormat } from '../common/ExportAllButton';
import { currencyCode } from '../common/currencies';
import type { TransactionRecord, WalletTransactionRecord } from '../domain/orders';

const paymentStatus = (status: unknown, { translate }: ExportFormat) =>
  translate(`gd.orders.payment_status.${String(status)}`, { _: String(status ?? '') });

export const transactionCsvRows = (records: readonly RaRecord[], format: ExportFormat) =>
  (records as unknown as TransactionRecord[]).map((item) => ({
    sOrderId: item.sOrderId,
    dCreatedAt: format.date(item.dCreatedAt),
    sEmail: item.sEmail,
    sFullName: item.sFullName,
    eGateway: item.eGateway,
    eStatus: paymentStatus(item.eStatus, format),
    nTotalQuantity: item.nTotalQuantity,
    nTotalAmount: item.nTotalAmount,
    eCurrency: currencyCode(item.eCurrency),
  }));

export const walletTransactionCsvRows = (records: readonly RaRecord[], format: ExportFormat) =>
  (records as unknown as WalletTransactionRecord[]).map((item) => ({
    sOrderId: item.sOrderId,
    dCreatedAt: format.date(item.dCreatedAt),
    sEmail: item.sEmail,
    sFullName: item.sFullName,
    sType: format.translate(`gd.orders.wallet_type.${String(item.sType)}`, { _: String(item.sType ?? '') }),
    eStatus: paymentStatus(item.eStatus, format),
    eGateway: item.eGateway,
    nTotalAmount: item.nTotalAmount,
    eCurrency: currencyCode(item.eCurrency),
  }));
