/** The order screens' paths (platform.md section 2), under the admin basename. */
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
