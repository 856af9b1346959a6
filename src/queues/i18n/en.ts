/** Work queues: sidebar counts, dashboard queue cards and the revenue chart. */
export const queues = {
  waiting: '%{count} waiting',
  cards_title: 'Waiting for you',
  open_list: 'Open the list',
  cards: {
    pendingOrders: 'Paid orders to accept',
    acceptedOrders: 'Accepted orders to deliver',
    pendingSellOrders: 'Sell orders to review',
    submittedKyc: 'KYC records to review',
  },
  chart: {
    title: 'Revenue over time',
    subtitle: 'Paid, accepted and delivered orders, per month, in the currency they were paid in',
    currency: 'Currency',
    load_failed: 'The chart could not be loaded: its code did not download. The totals above are unaffected.',
    empty: 'No revenue in the last 12 months',
    orders: '%{smart_count} order |||| %{smart_count} orders',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { queues } };
