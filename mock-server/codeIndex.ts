/**
 * Which buy order holds a card code, without reading every order on each accept: at 100 000 orders
 * a pass over all their codes costs about 200 ms here, and an accept is meant to answer in 20.
 *
 * The index follows the store's writes as the list caches do (storage/listCache.ts): `changesSince` names
 * the orders the saves since the last look changed (the same hints the journal is written from),
 * and those are re-read; records appended since are read too; a save that names the whole
 * collection, or another array, builds the index again. A hit is checked against the order itself,
 * so a stale entry never refuses a code; a miss is as right as the store's hints, which
 * tests/api/journalCoversWrites.test.ts checks against the journal.
 */
import { codeKey } from '../src/domain/orders';
import type { Storage } from './storage';
import type { BuyOrder, Order } from './types';

interface CodeIndex {
  orders: readonly Order[];
  /** How many orders were read: any beyond were appended since. */
  length: number;
  revision: number;
  holder: Map<string, BuyOrder>;
  /** The keys each order was indexed under, to take them out when it changes. */
  keysOf: WeakMap<object, string[]>;
}

const indexes = new WeakMap<Storage, CodeIndex>();

const keysIn = (order: Order): string[] =>
  order.eType === 'Buy' && Array.isArray(order.aCardCode)
    ? order.aCardCode.map((code) => codeKey(String(code.sOrderContent)))
    : [];

function put(index: CodeIndex, order: Order): void {
  for (const key of index.keysOf.get(order) ?? []) {
    if (index.holder.get(key) === order) index.holder.delete(key);
  }
  const keys = keysIn(order);
  index.keysOf.set(order, keys);
  // The first holder stays: codes are unique, and a pair of old duplicates needs one answer only.
  for (const key of keys) if (key !== '' && !index.holder.has(key)) index.holder.set(key, order as BuyOrder);
}

function build(store: Storage, orders: readonly Order[]): CodeIndex {
  const index: CodeIndex = {
    orders,
    length: orders.length,
    revision: store.revision,
    holder: new Map(),
    keysOf: new WeakMap(),
  };
  for (const order of orders) if (order) put(index, order);
  indexes.set(store, index);
  return index;
}

function current(store: Storage): CodeIndex {
  const orders = store.data.orders;
  const index = indexes.get(store);
  if (!index || index.orders !== orders || orders.length < index.length) return build(store, orders);
  const changed = store.changesSince(['orders'], index.revision);
  if (changed === 'all') return build(store, orders);
  for (const record of changed) put(index, record as Order);
  for (let position = index.length; position < orders.length; position += 1) put(index, orders[position]);
  index.length = orders.length;
  index.revision = store.revision;
  return index;
}

/** The buy order holding `key` (a `codeKey`) among its card codes, or undefined. */
export function orderHoldingCode(store: Storage, key: string): BuyOrder | undefined {
  const order = current(store).holder.get(key);
  const holds =
    order?.eType === 'Buy' && order.aCardCode.some((code) => codeKey(String(code.sOrderContent)) === key);
  return holds ? order : undefined;
}
