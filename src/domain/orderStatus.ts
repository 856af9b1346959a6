/**
 * The order lists' statuses (catalogue-and-orders.md s.2, s.4): buy and sell status names and the
 * permanent filter of each list, which the lists, the work queues and the global search share.
 */

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
