/**
 * Seeded wallet transactions and sell-order images, drawn from their own generator
 * (createRng(SEED + 5)) so the records seeded before them never change.
 *
 * Consistency with the wallets: for each customer, top-ups + sell-back credits - wallet purchases
 * (- a withdrawal when credits exceed the balance) equals the seeded wallet balance, and each
 * record carries the balance after it, in date order.
 */
import type { WalletTransactionRecord, WalletType } from '../src/domain/orders';
import { MEDIA_BASE } from './origin';
import type { Rng } from './prng';
import { SEED_END } from './seedPeople';
import type { Customer, Db, Order, Wallet } from './types';

const DAY = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The sample receipts sell orders carry (served by mock-server/routes/invoice.ts). */
export const SELL_IMAGE_COUNT = 6;
export const sellImagePath = (n: number) => `${MEDIA_BASE}/sellcards/receipt-${n}.svg`;

export function addSellImages(rng: Rng, orders: Order[]): void {
  for (const order of orders) {
    if (order.eType !== 'Sell') continue;
    for (const line of order.aCartData) {
      line.aImages = Array.from({ length: rng.int(1, 2) }, () => sellImagePath(rng.int(1, SELL_IMAGE_COUNT)));
    }
  }
}

type Movement = Omit<WalletTransactionRecord, 'nBalanceAfter' | '_id'>;

function movement(customer: Customer, order: Order | undefined, fields: Partial<Movement>): Movement {
  return {
    iUserId: customer._id,
    sOrderId: order?.sOrderId ?? '',
    sEmail: customer.sEmail,
    sFullName: customer.sFullName,
    eGateway: 'Wallet',
    eStatus: 'Success',
    sType: 'Top Up',
    nTotalAmount: 0,
    eCurrency: customer.eCurrency,
    sPaymentId: order?.sPaymentId ?? '',
    dCreatedAt: order?.dCreatedAt ?? new Date(SEED_END).toISOString(),
    ...fields,
  };
}

/** The wallet movement an order causes, if any (purchases paid in part from the wallet, sell-backs). */
export function orderMovement(order: Order): { sType: WalletType; amount: number } | undefined {
  if (order.eType === 'Buy' && order.nStatus >= 1 && order.nWalletAmount > 0) {
    return { sType: 'Purchase', amount: -order.nWalletAmount };
  }
  if (order.eType === 'Sell' && order.eStatus === 'Complete')
    return { sType: 'Sell Back', amount: order.nTotalAmount };
  return undefined;
}

const lastMovement = (moves: readonly Movement[], fallback: number) =>
  moves.reduce((latest, item) => Math.max(latest, Date.parse(item.dCreatedAt)), fallback);

export function seedWalletTransactions(
  rng: Rng,
  customers: readonly Customer[],
  wallets: readonly Wallet[],
  orders: readonly Order[],
): WalletTransactionRecord[] {
  const byCustomer = new Map<string, Movement[]>();
  const people = new Map(customers.map((customer) => [customer._id, customer]));
  for (const order of orders) {
    const effect = orderMovement(order);
    const customer = people.get(order.iUserId);
    if (!effect || !customer) continue;
    const list = byCustomer.get(customer._id) ?? [];
    list.push(movement(customer, order, { sType: effect.sType, nTotalAmount: round2(effect.amount) }));
    byCustomer.set(customer._id, list);
  }

  const records: WalletTransactionRecord[] = [];
  for (const wallet of wallets) {
    const customer = people.get(wallet.iUserId);
    if (!customer) continue;
    const moves = byCustomer.get(customer._id) ?? [];
    const net = round2(moves.reduce((sum, item) => sum + item.nTotalAmount, 0));
    const needed = round2(wallet.nBalance - net);
    const joined = Date.parse(customer.dCreatedAt);
    if (needed > 0) {
      // Top-ups land in the customer's first days, before any purchase could spend them.
      const parts = needed >= 20 ? rng.int(1, 3) : 1;
      let left = needed;
      for (let part = 0; part < parts; part += 1) {
        const amount = part === parts - 1 ? round2(left) : round2(needed / parts);
        left = round2(left - amount);
        moves.push(
          movement(customer, undefined, {
            sType: 'Top Up',
            eGateway: rng.pick(['PayPal', 'Stripe']),
            sPaymentId: `PAYID-${rng.hex(20).toUpperCase()}`,
            nTotalAmount: amount,
            dCreatedAt: rng.date(joined, joined + DAY),
          }),
        );
      }
    } else if (needed < 0) {
      moves.push(
        movement(customer, undefined, {
          sType: 'Withdrawal',
          eGateway: 'Bank Transfer',
          sPaymentId: `WD-${rng.hex(12).toUpperCase()}`,
          nTotalAmount: needed,
          // After the customer's last movement: the withdrawal leaves exactly the seeded balance.
          dCreatedAt: rng.date(lastMovement(moves, joined) + 1, SEED_END - 1),
        }),
      );
    }
    moves.sort((a, b) => a.dCreatedAt.localeCompare(b.dCreatedAt));
    let balance = 0;
    for (const item of moves) {
      balance = round2(balance + item.nTotalAmount);
      records.push({ _id: rng.hex(24), ...item, nBalanceAfter: balance });
    }
  }
  return records;
}

/**
 * A live wallet movement (sell-back approved, wallet part of a rejected order refunded): the wallet
 * and the ledger change together, synchronously, so no request sees one without the other.
 */
export function applyWalletMovement(
  db: Db,
  order: Order,
  sType: WalletType,
  amount: number,
  id: string,
  now: number,
): void {
  const wallet = db.wallets.find((item) => item.iUserId === order.iUserId);
  if (!wallet || amount === 0) return;
  wallet.nBalance = round2(wallet.nBalance + amount);
  db.walletTransactions.push({
    _id: id,
    iUserId: order.iUserId,
    sOrderId: order.sOrderId,
    sEmail: order.sEmail,
    sFullName: order.sFullName,
    eGateway: 'Wallet',
    eStatus: 'Success',
    sType,
    nTotalAmount: round2(amount),
    eCurrency: wallet.eCurrency,
    nBalanceAfter: wallet.nBalance,
    sPaymentId: order.sPaymentId,
    dCreatedAt: new Date(now).toISOString(),
  });
}
