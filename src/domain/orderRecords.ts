/**
 * Order, transaction and wallet transaction records as the API sends them (catalogue-and-orders.md
 * s.3-5, s.9), shared by the app and the mock.
 */
import type { Currency } from './types';
import { maskCode } from './audit';
import type { SellStatusName } from './orderStatus';

export interface CartLine {
  _id: string;
  sTitle: string;
  nQuantity: number;
  nPrice: number;
  eCurrency: Currency;
  aImages: string[];
}
export interface ExtraCharge {
  name: string;
  amount: number;
}
export interface DeliveredCode {
  _id: string;
  sOrderContent: string;
  sSerialNo: string;
  dViewedAt: string | null;
}

/** A delivered code with its secrets masked (docs/security.md: lists and screens until revealed). */
export const maskedCode = (code: DeliveredCode): DeliveredCode => ({
  ...code,
  sOrderContent: maskCode(code.sOrderContent),
  sSerialNo: maskCode(code.sSerialNo),
});

/**
 * An order as the API sends it. The spec names no field for a buy order's numeric status: the app
 * takes it from the list the order was fetched in (BUY_STAGE_STATUS), never from the record; this
 * project's mock adds `nStatus` (sell orders: eStatus, with nStatus 1).
 */
export interface OrderRecord {
  _id: string;
  sOrderId: string;
  sEmail: string;
  sFullName: string;
  sTitle: string;
  sDescription: string;
  eCurrency: Currency;
  nPrice: number;
  nQuantity: number;
  eType: 'Buy' | 'Sell';
  nStatus?: number;
  eStatus?: SellStatusName;
  eGateway: string;
  sPayerId: string;
  sPaymentId: string;
  sPaymentToken: string;
  sTransactionId: string;
  nTotalAmount: number;
  nWalletAmount: number;
  dCreatedAt: string;
  aCartData: CartLine[];
  aExtraCharges: ExtraCharge[];
  aCardCode: DeliveredCode[];
  sRejectReason?: string;
}

/**
 * Payment status of a transaction (the spec names the field, not its values; docs/api.md): a failed
 * buy order's payment failed, one the admin rejected was paid and given back, the others succeeded.
 */
export const PAYMENT_STATUSES = ['Success', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A transaction: the payment side of one buy order (same _id, so the invoice opens by it). */
export interface TransactionRecord {
  _id: string;
  sOrderId: string;
  sEmail: string;
  sFullName: string;
  eGateway: string;
  eStatus: PaymentStatus;
  nTotalQuantity: number;
  nTotalAmount: number;
  eCurrency: Currency;
  dCreatedAt: string;
  nEarnedLp: number;
  nUsedLp: number;
  sPaymentId: string;
  sTransactionId: string;
  nWalletAmount: number;
  aCartData: CartLine[];
  aExtraCharges: ExtraCharge[];
}

export const WALLET_TYPES = ['Top Up', 'Purchase', 'Sell Back', 'Refund', 'Withdrawal'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** One movement of a customer's wallet; nTotalAmount is signed (credit > 0, debit < 0). */
export interface WalletTransactionRecord {
  _id: string;
  iUserId: string;
  sOrderId: string;
  sEmail: string;
  sFullName: string;
  eGateway: string;
  eStatus: PaymentStatus;
  sType: WalletType;
  nTotalAmount: number;
  eCurrency: Currency;
  nBalanceAfter: number;
  sPaymentId: string;
  dCreatedAt: string;
}
