/**
 * Which buy order or redeem card holds a card code, without reading every record each time: at
 * 100 000 orders a pass over all their codes costs about 200 ms here, and an accept is meant to
 * answer in 20; a CSV import creates 10 000 redeem cards, each checked against all the others. The
 * indexes follow the store's writes (keyIndex.ts); a hit is checked against the record itself.
 */
import type { RedeemCard } from '../src/domain/cards';
import { codeKey } from '../src/domain/orders';
import { keyIndex } from './keyIndex';
import type { Storage } from './storage';
import type { BuyOrder, Order } from './types';

const keysIn = (order: Order): string[] =>
  order.eType === 'Buy' && Array.isArray(order.aCardCode)
    ? order.aCardCode.map((code) => codeKey(String(code.sOrderContent)))
    : [];

const holderOf = keyIndex<Order>('orders', keysIn);

/** The buy order holding `key` (a `codeKey`) among its card codes, or undefined. */
export function orderHoldingCode(store: Storage, key: string): BuyOrder | undefined {
  const order = holderOf(store, key);
  const holds =
    order?.eType === 'Buy' && order.aCardCode.some((code) => codeKey(String(code.sOrderContent)) === key);
  return holds ? order : undefined;
}

const cardOf = keyIndex<RedeemCard>('redeemCards', (card) =>
  typeof card.sCode === 'string' ? [codeKey(card.sCode)] : [],
);

/** The redeem card whose code is `key` (a `codeKey`, the same comparison as `sameCode`), or undefined. */
export function redeemCardWithCode(store: Storage, key: string): RedeemCard | undefined {
  const card = cardOf(store, key);
  return card && typeof card.sCode === 'string' && codeKey(card.sCode) === key ? card : undefined;
}
