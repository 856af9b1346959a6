/**
 * The CSV columns of the order lists (ExportAllButton): what the lists show, in their words. Never a
 * delivered code (aCardCode), a payment token or a payer id: a CSV leaves the console's guard.
 * Amounts stay plain numbers, with their currency in its own column, so a spreadsheet can add them.
 */
import type { RaRecord } from 'react-admin';
import type { ExportFormat } from '../common/ExportAllButton';
import { currencyCode } from '../common/currencies';
import { productLines } from '../domain/orderCodes';
import type { OrderRecord } from '../domain/orderRecords';

const orders = (records: readonly RaRecord[]) => records as unknown as OrderRecord[];

/** "Steam 20 ×5, Xbox 10 ×2": every product of the order, as the lists show them. */
const productsText = (order: OrderRecord, { translate }: ExportFormat) =>
  productLines(order)
    .map((line) =>
      translate('gd.orders.lists.product_quantity', { title: line.title, quantity: line.quantity }),
    )
    .join(', ');

/** The first columns of every order list's file: which order, when, whose, what. */
const orderHead = (order: OrderRecord, format: ExportFormat) => ({
  sOrderId: order.sOrderId,
  dCreatedAt: format.date(order.dCreatedAt),
  sFullName: order.sFullName,
  sEmail: order.sEmail,
  sTitle: productsText(order, format),
});

export const buyOrderCsvRows = (records: readonly RaRecord[], format: ExportFormat) =>
  orders(records).map((order) => ({
    ...orderHead(order, format),
    nQuantity: order.nQuantity,
    nTotalAmount: order.nTotalAmount,
    eCurrency: currencyCode(order.eCurrency),
    eGateway: order.eGateway,
  }));

export const sellOrderCsvRows = (records: readonly RaRecord[], format: ExportFormat) =>
  orders(records).map((order) => ({
    ...orderHead(order, format),
    sDescription: order.sDescription,
    nQuantity: order.nQuantity,
    nPrice: order.nPrice,
    nTotalAmount: order.nTotalAmount,
    eCurrency: currencyCode(order.eCurrency),
    eStatus: format.translate(`gd.orders.sell_status.${String(order.eStatus)}`, {
      _: String(order.eStatus ?? ''),
    }),
  }));
