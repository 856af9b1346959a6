/** The dashboard figures, computed from the store (docs/api.md "DashboardCounts"). */
import { CURRENCIES, type Currency, type DashboardCounts } from '../src/domain/types';
import { round4, toUsd } from './currency';
import type { BuyOrder, Db } from './types';

/** Buy orders that brought money in: paid, accepted or delivered (not failed, not sell orders). */
export const isRevenueOrder = (order: Db['orders'][number]): order is BuyOrder =>
  order.eType === 'Buy' && order.nStatus >= 1 && order.nStatus <= 3;

export function dashboardCounts(db: Db): DashboardCounts {
  const customers = new Set(
    db.customers.filter((customer) => !customer.dDeletedAt).map((customer) => customer._id),
  );
  const balance = db.wallets
    .filter((wallet) => customers.has(wallet.iUserId))
    .reduce((sum, wallet) => sum + toUsd(wallet.nBalance, wallet.eCurrency), 0);

  const perCurrency = new Map<Currency, number>();
  let orders = 0;
  let totalUsd = 0;
  for (const order of db.orders) {
    if (!isRevenueOrder(order)) continue;
    orders += 1;
    totalUsd += toUsd(order.nTotalAmount, order.eCurrency);
    perCurrency.set(order.eCurrency, (perCurrency.get(order.eCurrency) ?? 0) + order.nTotalAmount);
  }
  return {
    wallet: { balance: round4(balance), currency: 'usd' },
    users: customers.size,
    orders,
    totalRevenue: [{ _id: null, total: round4(totalUsd) }],
    revenue: CURRENCIES.filter((currency) => perCurrency.has(currency)).map((currency) => ({
      _id: currency,
      count: round4(perCurrency.get(currency) ?? 0),
    })),
  };
}
