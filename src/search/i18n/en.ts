/**
 * The app bar's global search (docs/areas.md). The placeholder avoids the word Search, the list
 * filters' own placeholder, so that a page's filter stays the only field found by that text.
 */
export const search = {
  label: 'Search customers, orders, gift cards and categories',
  placeholder: 'Go to… (press /)',
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

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { search } };
