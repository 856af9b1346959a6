/**
 * Buy orders, sell orders, transactions and wallet transactions (catalogue-and-orders.md s.3-5, s.9):
 * record shapes shared by the app and the mock, the status names, and the zod schemas of the order
 * modals, used by the dialogs (zodResolver / safeParse) and by the mock's routes (body).
 */
import { z } from './zod';
import type { Currency } from './types';
import { requiredString } from './validation';
import { maskCode } from './audit';

/**
 * s.5 / s.9 "Up to 6 pairs are supported" is read as how many code rows the dialog shows at once,
 * not as a cap: an order of 7 units needs 7 codes to be delivered (docs/api.md "Pairs").
 */
export const VISIBLE_CODE_ROWS = 6;
/** A bound on the pairs of one body against hostile input only; the order's units are the real limit. */
export const MAX_PAIRS_PER_BODY = 1000;
/** Bounds of the free texts (codes, serials, reasons): generous, but never unbounded. */
export const CODE_MAX = 100;
export const REASON_MAX = 500;

/** Buy order numeric status (s.4): 0 Failed, 1 Paid (pending list), 2 Accepted, 3 Delivered. */
export const BUY_STATUS = { failed: 0, paid: 1, accepted: 2, delivered: 3 } as const;
export const BUY_STATUS_KEYS: Record<number, string> = {
  0: 'gd.orders.status.failed',
  1: 'gd.orders.status.paid',
  2: 'gd.orders.status.accepted',
  3: 'gd.orders.status.delivered',
};
/** The i18n key of a buy status; any other value is 'No Status'. */
export const buyStatusKey = (status: unknown): string =>
  (typeof status === 'number' || typeof status === 'string') && Object.hasOwn(BUY_STATUS_KEYS, String(status))
    ? BUY_STATUS_KEYS[Number(status)]
    : 'gd.orders.status.none';

export const SELL_STATUSES = ['Pending', 'Denied', 'Complete'] as const;
export type SellStatusName = (typeof SELL_STATUSES)[number];

/** The three buy lists (s.2) and the status each one lists. */
export type BuyStage = 'pending' | 'accepted' | 'delivered';
export const BUY_STAGE_STATUS: Record<BuyStage, number> = {
  pending: BUY_STATUS.paid,
  accepted: BUY_STATUS.accepted,
  delivered: BUY_STATUS.delivered,
};
/** A buy list's permanent filter: the list, the work queues and the global search send the same. */
export const buyOrderFilter = (stage: BuyStage) => ({ eType: 'Buy', status: BUY_STAGE_STATUS[stage] });

/** The three sell lists (s.2) and the status each one lists. */
export type SellStage = 'pending' | 'rejected' | 'approved';
export const SELL_STAGE_STATUS: Record<SellStage, SellStatusName> = {
  pending: 'Pending',
  rejected: 'Denied',
  approved: 'Complete',
};
/** A sell list's permanent filter: Pending and Denied with status 1, Complete without (s.2). */
export const sellOrderFilter = (stage: SellStage) =>
  stage === 'approved'
    ? { eType: 'Sell', eStatus: SELL_STAGE_STATUS.approved }
    : { eType: 'Sell', eStatus: SELL_STAGE_STATUS[stage], status: 1 };

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

const O = 'gd.orders.validation';
export const ORDER_KEYS = {
  codeRequired: `${O}.code_required`,
  serialRequired: `${O}.serial_required`,
  codeTooLong: `${O}.code_too_long`,
  pairsRequired: `${O}.pairs_required`,
  tooManyPairs: `${O}.too_many_pairs`,
  duplicateCode: `${O}.duplicate_code`,
  reasonRequired: `${O}.reason_required`,
  reasonTooLong: `${O}.reason_too_long`,
  idRequired: `${O}.id_required`,
  statusInvalid: `${O}.status_invalid`,
} as const;
const K = ORDER_KEYS;

const text = (requiredKey: string) => requiredString(requiredKey).max(CODE_MAX, K.codeTooLong);

export const codePairSchema = z.object({ sCode: text(K.codeRequired), sSerialNo: text(K.serialRequired) });
export type CodePair = z.infer<typeof codePairSchema>;

/** The same code twice within one order (case and spaces ignored) is a typing or paste mistake. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** Indexes of the pairs whose code already appears earlier in the list. */
export function duplicateIndexes(pairs: readonly { sCode: string }[]): Set<number> {
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  pairs.forEach((pair, index) => {
    const key = codeKey(pair.sCode);
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.add(first).add(index);
  });
  return duplicates;
}

const pairList = (min: number) =>
  z
    .array(codePairSchema)
    .min(min, K.pairsRequired)
    .max(MAX_PAIRS_PER_BODY, K.tooManyPairs)
    .refine((pairs) => duplicateIndexes(pairs).size === 0, K.duplicateCode);

/** An order's id in a body (cartId, _id, id): required, at most 64 characters. */
export const orderIdField = requiredString(K.idRequired).max(64, K.idRequired);
const cartId = orderIdField;
/** POST admin/transaction and admin/invoice/link: {id} of a buy order. */
export const orderIdBodySchema = z.object({ id: orderIdField });

/** PUT admin/order/accept {cartId, nQuantity?, data?}: codes may already be assigned at accept. */
export const acceptOrderSchema = z.object({
  cartId,
  nQuantity: z.number().int().min(1).optional(),
  data: pairList(0).optional(),
});
/**
 * PUT admin/order/deliver {cartId, nQuantity, data}. An empty list keeps the codes assigned at
 * accept; whether the order then holds one code per unit is the mock's check (it knows the order).
 */
export const deliverOrderSchema = z.object({
  cartId,
  nQuantity: z.number().int().min(1).optional(),
  data: pairList(0),
});
export type AcceptOrderInput = z.infer<typeof acceptOrderSchema>;
export type DeliverOrderInput = z.infer<typeof deliverOrderSchema>;

const reason = requiredString(K.reasonRequired).max(REASON_MAX, K.reasonTooLong);

/** The reject dialog's form (s.5: at least 1 character after trimming). */
export const rejectReasonSchema = z.object({ reason });
export type RejectReasonInput = z.infer<typeof rejectReasonSchema>;

/**
 * PUT admin/order/reject/{cartId}: both readings of the spec are accepted, the reason as
 * sOrderContent or as sRejectReason (with an optional cartId equal to the path's).
 */
export const rejectOrderBodySchema = z
  .object({
    sOrderContent: z.string().optional(),
    sRejectReason: z.string().optional(),
    cartId: z.string().optional(),
  })
  .transform((body) => ({
    cartId: body.cartId ?? '',
    reason: body.sRejectReason ?? body.sOrderContent ?? '',
  }))
  .pipe(z.object({ cartId: z.string().max(64, K.idRequired), reason }));

/** PUT admin/order-sell {_id, status: Complete | Denied, sRejectReason? (required when Denied)}. */
export const sellReviewSchema = z
  .object({
    _id: cartId,
    status: z.enum(['Complete', 'Denied'], K.statusInvalid),
    sRejectReason: z.string().trim().max(REASON_MAX, K.reasonTooLong).optional(),
  })
  .refine((body) => body.status === 'Complete' || (body.sRejectReason ?? '').length > 0, {
    message: K.reasonRequired,
    path: ['sRejectReason'],
  });
export type SellReviewInput = z.infer<typeof sellReviewSchema>;

/**
 * Pairs from the dialog's rows: rows with only one half are dropped (s.5), both halves trimmed.
 */
export function completePairs(rows: readonly { sCode?: string; sSerialNo?: string }[]): CodePair[] {
  return rows
    .map((row) => ({ sCode: (row.sCode ?? '').trim(), sSerialNo: (row.sSerialNo ?? '').trim() }))
    .filter((row) => row.sCode !== '' && row.sSerialNo !== '');
}

/** A pasted block read into pairs, or the lines that stop it from being used. */
export type PastedPairs =
  | { ok: true; pairs: CodePair[] }
  | { ok: false; tooManyFields: number[]; repeated: number[][] };

/**
 * A pasted block: one pair per line, 'code,serial' (a tab or semicolon also separates, as
 * spreadsheets copy); blank lines skipped; a line without a separator fills the code only.
 * Line numbers are the block's own (1-based, blank lines counted) so that the user finds them.
 *
 * A line with a third field is refused rather than read: 'CODE,S3,extra' could be a serial with a
 * comma or a stray column, and guessing would sell a wrong serial. A code repeated in the block
 * refuses the whole block and names the lines: keeping both would fill two rows the user must then
 * find, keeping one would drop a serial without a word; the user fixes the block and pastes again.
 */
export function parsePairs(block: string): PastedPairs {
  const pairs: CodePair[] = [];
  const lines: number[] = [];
  const tooManyFields: number[] = [];
  block.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const fields = line.split(/[,;\t]/).map((field) => field.trim());
    if (fields.length > 2) tooManyFields.push(index + 1);
    pairs.push({ sCode: fields[0] ?? '', sSerialNo: fields[1] ?? '' });
    lines.push(index + 1);
  });
  const groups = new Map<string, number[]>();
  pairs.forEach((pair, position) => {
    const key = codeKey(pair.sCode);
    if (key !== '') groups.set(key, [...(groups.get(key) ?? []), lines[position]]);
  });
  const repeated = [...groups.values()].filter((group) => group.length > 1);
  return tooManyFields.length === 0 && repeated.length === 0
    ? { ok: true, pairs }
    : { ok: false, tooManyFields, repeated };
}

/**
 * The product each unit of an order belongs to, one label per unit: "Title · unit 2 of 3" counted
 * within its cart line. Null when the cart does not enumerate the order's units (empty, or its
 * quantities do not add up to nQuantity): the caller then names the order's own title.
 */
export function unitProducts(
  order: Pick<OrderRecord, 'nQuantity' | 'aCartData'>,
): { title: string; unit: number; of: number }[] | null {
  const lines = Array.isArray(order.aCartData) ? order.aCartData : [];
  const units = lines.reduce(
    (sum, line) => sum + (Number.isInteger(line.nQuantity) && line.nQuantity > 0 ? line.nQuantity : NaN),
    0,
  );
  if (lines.length === 0 || units !== order.nQuantity) return null;
  return lines.flatMap((line) =>
    Array.from({ length: line.nQuantity }, (_, index) => ({
      title: line.sTitle,
      unit: index + 1,
      of: line.nQuantity,
    })),
  );
}

/** Rows the codes dialog holds for an order: one per unit (at least one, whatever the record says). */
export const pairRowsFor = (quantity: number) =>
  Math.max(1, Math.min(MAX_PAIRS_PER_BODY, Number.isFinite(quantity) ? Math.floor(quantity) : 1));

/**
 * Every product of an order with its own quantity, in cart order; the order's own title and
 * quantity when it has no cart lines (a backend that sends none).
 */
export function productLines(
  order: Pick<OrderRecord, 'sTitle' | 'nQuantity' | 'aCartData'>,
): { title: string; quantity: number }[] {
  const lines = Array.isArray(order.aCartData) ? order.aCartData : [];
  return lines.length === 0
    ? [{ title: order.sTitle, quantity: order.nQuantity }]
    : lines.map((line) => ({ title: line.sTitle, quantity: line.nQuantity }));
}
