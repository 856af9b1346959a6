/**
 * The zod schemas of the order modals (catalogue-and-orders.md s.5, s.9), used by the dialogs
 * (zodResolver / safeParse) and by the mock's routes (body).
 */
import { z } from './zod';
import { requiredString } from './validation';
import { CODE_MAX, MAX_PAIRS_PER_BODY, duplicateIndexes } from './orderCodes';

/** Bound of the reasons: generous, but never unbounded. */
export const REASON_MAX = 500;

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
