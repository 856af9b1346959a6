/**
 * How the default profile writes some answers (profiles.ts): beyond the spec, for safety (docs/security.md).
 * Buy-order lists carry the codes and serials of delivered orders masked, all but their last four
 * characters: a list of 100 orders is no longer a list of 100 sold codes. An accepted order's codes
 * (given at accept) stay in clear: the codes dialog that delivers it starts from them. The Order Details dialog reveals one
 * order's codes through POST admin/order/codes, which the audit trail records. The spec profile keeps
 * the spec's clear codes (the app then shows those, behind the same "Show codes" button).
 */
import type { Reply } from './http';
import type { AnswerRule } from './profiles';
import { BUY_STATUS, maskedCode } from '../src/domain/orders';

const maskOrder = (record: unknown): unknown => {
  if (typeof record !== 'object' || record === null) return record;
  const order = record as { aCardCode?: unknown; nStatus?: unknown };
  if (order.nStatus !== BUY_STATUS.delivered || !Array.isArray(order.aCardCode)) return record;
  return {
    ...order,
    aCardCode: order.aCardCode.map(maskedCode),
  };
};

const maskedCodes = (reply: Reply): Reply => ({
  ...reply,
  data: Array.isArray(reply.data) ? reply.data.map(maskOrder) : reply.data,
});

export const DEFAULT_ANSWERS: Readonly<Record<string, AnswerRule>> = {
  'POST /admin/orders': { present: maskedCodes },
};
