/** The dashboard: figures of platform.md section 2 ("Dashboard"). */
export const dashboard = {
  title: 'Dashboard',
  welcome: 'Welcome back, %{name}',
  welcome_anonymous: 'Welcome back',
  subtitle: 'Here is how the marketplace is doing today.',
  wallet: 'Admin wallet',
  wallet_caption: 'Balance in %{currency}',
  users: 'Total customers',
  users_caption: 'Registered customers',
  orders: 'Total orders',
  orders_caption: 'Paid, accepted and delivered',
  revenue: 'Total revenue',
  revenue_caption: 'All currencies, in USD',
  revenue_table: {
    title: 'Revenue by currency',
    subtitle: 'Orders total in the currency they were paid in',
    currency: 'Currency',
    amount: 'Revenue',
    empty: 'No revenue yet',
  },
  /** The chart's name for screen readers; the revenue table remains their full account of the totals. */
  revenue_chart: {
    label: 'Revenue per month in %{currency}, %{from} to %{to}. Use the arrow keys to read each month.',
  },
  currencies: {
    aud: 'Australian dollar',
    cad: 'Canadian dollar',
    gbp: 'British pound',
    usd: 'US dollar',
    eur: 'Euro',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { dashboard } };
