/** The order screens' paths (platform.md section 2), under the admin basename. */
import type { ListIdentity } from '../common/listDefaults';
import { buyOrderFilter, sellOrderFilter, type BuyStage, type SellStage } from '../domain/orderStatus';
export const ORDER_PAGES = {
  pendingOrders: 'pending-orders',
  acceptedOrders: 'accepted-orders',
  /** The spec's spelling. */
  deliveredOrders: 'delevered-orders',
  sellPending: 'sellcards/pending',
  sellRejected: 'sellcards/rejected',
  sellApproved: 'sellcards/approve',
  sellCard: 'sellcard/:id',
} as const;

/** The buy list of each stage: an order's details open over it, at its path plus the order id. */
export const BUY_ORDER_PAGES: Record<BuyStage, string> = {
  pending: ORDER_PAGES.pendingOrders,
  accepted: ORDER_PAGES.acceptedOrders,
  delivered: ORDER_PAGES.deliveredOrders,
};

/**
 * A buy order's own address (issue 21): its list's path plus its order id, the id people read to each
 * other. The spec has no route for an order, only the lists' shared details dialog.
 */
export const buyOrderDetailPage = (stage: BuyStage, orderId: string): string =>
  `${BUY_ORDER_PAGES[stage]}/${encodeURIComponent(orderId)}`;

/** The three buy lists share the orders resource, each with its own stored choices and status. */
export const buyOrderList = (stage: BuyStage): ListIdentity => ({
  resource: 'orders',
  storeKey: `orders.${stage}`,
  filter: buyOrderFilter(stage),
});

/** The three sell lists likewise, on the sellOrders resource. */
export const sellOrderList = (stage: SellStage): ListIdentity => ({
  resource: 'sellOrders',
  storeKey: `sellOrders.${stage}`,
  filter: sellOrderFilter(stage),
});

/** The list each order list page shows, by page: its List's props and the rows a cold load fetches ahead. */
export const ORDER_LISTS: Readonly<Record<string, ListIdentity>> = {
  [ORDER_PAGES.pendingOrders]: buyOrderList('pending'),
  [ORDER_PAGES.acceptedOrders]: buyOrderList('accepted'),
  [ORDER_PAGES.deliveredOrders]: buyOrderList('delivered'),
  [ORDER_PAGES.sellPending]: sellOrderList('pending'),
  [ORDER_PAGES.sellRejected]: sellOrderList('rejected'),
  [ORDER_PAGES.sellApproved]: sellOrderList('approved'),
};
