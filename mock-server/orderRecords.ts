/**
 * Order helpers of the mock: lookups, the list configurations, transactions derived from buy
 * orders (docs/api.md "Orders and money"), and the checks of the code/serial pairs.
 */
import { EMAIL_PATTERN } from '../src/domain/validation';
import {
  codeKey,
  type CodePair,
  type DeliveredCode,
  type PaymentStatus,
  type TransactionRecord,
  type WalletTransactionRecord,
} from '../src/domain/orders';
import { newId } from './auth';
import { orderHoldingCode, redeemCardWithCode } from './codeIndex';
import { ApiError } from './http';
import type { ListConfig } from './listQuery';
import { recordById } from './storage';
import { orNotFound } from './records';
import type { Storage } from './storage';
import type { BuyOrder, Db, Order, SellOrder } from './types';

const isBuy = (order: Order | undefined): order is BuyOrder => order?.eType === 'Buy';
const isSell = (order: Order | undefined): order is SellOrder => order?.eType === 'Sell';

export const findBuyOrder = (db: Db, id: string): BuyOrder => {
  const order = recordById(db.orders, id);
  return orNotFound(isBuy(order) ? order : undefined);
};

export const findSellOrder = (db: Db, id: string): SellOrder => {
  const order = recordById(db.orders, id);
  return orNotFound(isSell(order) ? order : undefined);
};

/** A full email as the search of a by-email list matches exactly (a customer's own records only). */
const exactEmail = (record: { sEmail: string }, value: string | number | boolean) =>
  record.sEmail.toLowerCase() === String(value).trim().toLowerCase();

/**
 * search_by sEmail with a complete address becomes an exact match: a substring match would mix in
 * other customers' records (ann.lee1@ is inside joann.lee1@).
 */
export function withExactEmail(body: unknown): Record<string, unknown> {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const search = typeof input.search === 'string' ? input.search.trim() : '';
  if (input.search_by !== 'sEmail' || !EMAIL_PATTERN.test(search)) return input;
  const { search: _dropped, ...rest } = input;
  void _dropped;
  return { ...rest, emailExact: search };
}

const ORDER_SORT = {
  sOrderId: 'sOrderId',
  sEmail: 'sEmail',
  sFullName: 'sFullName',
  sTitle: 'sTitle',
  sDescription: 'sDescription',
  eCurrency: 'eCurrency',
  nPrice: 'nPrice',
  nQuantity: 'nQuantity',
  nTotalAmount: 'nTotalAmount',
  eGateway: 'eGateway',
  dCreatedAt: 'dCreatedAt',
  status: 'nStatus',
  nStatus: 'nStatus',
  eStatus: 'eStatus',
} as const;

export const ORDER_LIST: ListConfig<Order> = {
  searchFields: ['sOrderId', 'sEmail', 'sFullName', 'sTitle'],
  sortKeys: ORDER_SORT as unknown as Record<string, keyof Order & string>,
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: {
    eType: 'eType',
    status: 'nStatus',
    eStatus: (order, value) => order.eType === 'Sell' && order.eStatus === value,
  },
};

/**
 * Paid, accepted and delivered orders succeeded (choice). Status 0 is both a payment that failed and
 * an order the admin rejected after it was paid; only the reject sets a reason, and it gives the
 * money back (orders.ts), so that payment is Refunded, not Failed.
 */
export const paymentStatus = (order: BuyOrder): PaymentStatus => {
  if (order.nStatus !== 0) return 'Success';
  return order.sRejectReason ? 'Refunded' : 'Failed';
};

export const TRANSACTION_LIST: ListConfig<Order> = {
  searchFields: ['sOrderId', 'sEmail', 'sFullName', 'eGateway'],
  sortKeys: {
    sOrderId: 'sOrderId',
    sEmail: 'sEmail',
    sFullName: 'sFullName',
    eGateway: 'eGateway',
    eStatus: 'nStatus',
    nTotalQuantity: 'nQuantity',
    nTotalAmount: 'nTotalAmount',
    eCurrency: 'eCurrency',
    dCreatedAt: 'dCreatedAt',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: {
    eType: 'eType',
    emailExact: exactEmail,
    eStatus: (order, value) => order.eType === 'Buy' && paymentStatus(order) === value,
    eCurrency: 'eCurrency',
  },
};

export const WALLET_LIST: ListConfig<WalletTransactionRecord> = {
  // _id: the app finds a wallet transaction through the list where the API has no record call.
  searchFields: ['sOrderId', 'sEmail', 'sFullName', 'sType', '_id'],
  sortKeys: {
    sOrderId: 'sOrderId',
    sEmail: 'sEmail',
    sFullName: 'sFullName',
    eGateway: 'eGateway',
    eStatus: 'eStatus',
    sType: 'sType',
    nTotalAmount: 'nTotalAmount',
    eCurrency: 'eCurrency',
    dCreatedAt: 'dCreatedAt',
  },
  defaultSort: { field: 'dCreatedAt', order: 'desc' },
  filters: { emailExact: exactEmail, sType: 'sType', eStatus: 'eStatus', eCurrency: 'eCurrency' },
};

/** Loyalty points (choice): one earned per whole unit paid by a successful order; none used. */
export function toTransaction(order: BuyOrder): TransactionRecord {
  const ok = order.nStatus !== 0;
  return {
    _id: order._id,
    sOrderId: order.sOrderId,
    sEmail: order.sEmail,
    sFullName: order.sFullName,
    eGateway: order.eGateway,
    eStatus: paymentStatus(order),
    nTotalQuantity: order.nQuantity,
    nTotalAmount: order.nTotalAmount,
    eCurrency: order.eCurrency,
    dCreatedAt: order.dCreatedAt,
    nEarnedLp: ok ? Math.floor(order.nTotalAmount) : 0,
    nUsedLp: 0,
    sPaymentId: order.sPaymentId,
    sTransactionId: order.sTransactionId,
    nWalletAmount: order.nWalletAmount,
    aCartData: order.aCartData,
    aExtraCharges: order.aExtraCharges,
  };
}

/**
 * The pair rules (choice): no more pairs than units of the order (the schema's bound only stops
 * hostile bodies); nQuantity, when sent, must be the order's; codes unique within the order (the
 * schema already refused duplicates in the body).
 */
export function checkPairs(order: BuyOrder, pairs: readonly CodePair[], nQuantity: number | undefined): void {
  if (nQuantity !== undefined && nQuantity !== order.nQuantity)
    throw ApiError.of(400, 'order_quantity_mismatch');
  if (pairs.length > order.nQuantity) throw ApiError.of(400, 'order_too_many_codes');
}

/**
 * After a delivery the order holds one code per unit: the pairs sent, or, when none are, the ones
 * assigned at accept. A delivered order short of codes is a customer paid for a card never given.
 */
export function checkDeliveredCodes(order: BuyOrder, pairs: readonly CodePair[]): void {
  const count = pairs.length > 0 ? pairs.length : order.aCardCode.length;
  if (count !== order.nQuantity)
    throw ApiError.of(400, 'order_codes_incomplete', { count, units: order.nQuantity });
}

/**
 * A card code is sold once: a code already on another buy order, or existing as a redeem card, is
 * refused (409) naming where it is, compared as within an order (`codeKey`: trimmed, any case).
 * Orders and redeem cards through indexes that follow the writes (codeIndex.ts).
 */
export function checkCodesFree(store: Storage, order: BuyOrder, pairs: readonly CodePair[]): void {
  if (pairs.length === 0) return;
  const wanted = new Map(pairs.map((pair) => [codeKey(pair.sCode), pair.sCode]));
  for (const [key, code] of wanted) {
    if (redeemCardWithCode(store, key)) throw ApiError.of(409, 'order_code_on_redeem_card', { code });
  }
  for (const [key, code] of wanted) {
    const holder = orderHoldingCode(store, key);
    if (holder && holder !== order)
      throw ApiError.of(409, 'order_code_taken', { code, order: holder.sOrderId });
  }
}

export const toCardCodes = (pairs: readonly CodePair[]): DeliveredCode[] =>
  pairs.map((pair) => ({
    _id: newId(),
    sOrderContent: pair.sCode,
    sSerialNo: pair.sSerialNo,
    dViewedAt: null,
  }));
