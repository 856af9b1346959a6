/** The app bar's global search (issue 9, item 3). */
export default {
  label: 'Search customers, orders, gift cards and categories',
  placeholder: 'Search… (press /)',
  open: 'Search',
  close: 'Close search',
  searching: 'Searching…',
  no_results: 'Nothing found',
  kinds: {
    customers: 'Customers',
    orders: 'Buy orders',
    sellOrders: 'Sell orders',
    giftCards: 'Gift cards',
    category: 'Categories',
  },
};
