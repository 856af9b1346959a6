/** Seeded buy and sell orders. Written to stay fast at 100 000 orders (MOCK_ORDERS). */
import type { CartLine, DeliveredCode } from '../src/domain/orders';
import type { Currency } from '../src/domain/types';
import type { Rng } from './prng';
import { DENOMINATIONS, PRODUCTS } from './seedData';
import { SEED_END } from './seedPeople';
import type { BuyStatus, Customer, Order, SellStatus } from './types';

const BUY_STATUSES: readonly BuyStatus[] = [0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3];
const SELL_STATUSES: readonly SellStatus[] = ['Pending', 'Pending', 'Denied', 'Complete', 'Complete'];
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Product {
  _id: string;
  sTitle: string;
  nValue: number;
}

function catalogue(rng: Rng): Product[] {
  return PRODUCTS.flatMap((name) =>
    DENOMINATIONS.map((nValue) => ({ _id: rng.hex(24), sTitle: `${name} ${nValue}`, nValue })),
  );
}

function cart(rng: Rng, products: Product[], currency: Currency, discount: number): CartLine[] {
  const lines = rng.chance(0.8) ? 1 : rng.int(2, 3);
  return Array.from({ length: lines }, () => {
    const product = rng.pick(products);
    return {
      _id: product._id,
      sTitle: product.sTitle,
      nQuantity: rng.int(1, 3),
      nPrice: round2(product.nValue * (1 - discount)),
      eCurrency: currency,
      aImages: [],
    };
  });
}

const cardCode = (rng: Rng) => rng.hex(16).toUpperCase().match(/.{4}/g)?.join('-') ?? '';

function cardCodes(rng: Rng, items: CartLine[], deliveredAt: number): DeliveredCode[] {
  return items.flatMap((item) =>
    Array.from({ length: item.nQuantity }, () => ({
      _id: rng.hex(24),
      sOrderContent: cardCode(rng),
      sSerialNo: `SN${rng.int(10_000_000, 99_999_999)}`,
      dViewedAt: rng.chance(0.5) ? rng.date(deliveredAt, SEED_END) : null,
    })),
  );
}

export function seedOrders(rng: Rng, customers: Customer[], count: number): Order[] {
  const products = catalogue(rng);
  const orders: Order[] = new Array(count);
  const joinedAt = new Map(customers.map((customer) => [customer._id, Date.parse(customer.dCreatedAt)]));
  for (let i = 0; i < count; i += 1) {
    const customer = rng.pick(customers);
    const created = rng.int(joinedAt.get(customer._id) ?? SEED_END, SEED_END - 1);
    const isBuy = rng.chance(0.75);
    const items = cart(rng, products, customer.eCurrency, isBuy ? rng.pick([0, 0.02, 0.05]) : 0.15);
    const subtotal = round2(items.reduce((sum, item) => sum + item.nPrice * item.nQuantity, 0));
    const charge = round2(subtotal * (isBuy ? 0.02 : 0.08));
    const wallet = isBuy && rng.chance(0.25) ? round2(Math.min(subtotal / 2, rng.money(1, 50))) : 0;
    const gateway = isBuy ? rng.pick(['PayPal', 'Stripe', 'Wallet']) : rng.pick(['PayPal', 'Bank Transfer']);
    const base = {
      _id: rng.hex(24),
      sOrderId: `GD${10_000_000 + i * 7 + rng.int(0, 6)}`,
      iUserId: customer._id,
      sEmail: customer.sEmail,
      sFullName: customer.sFullName,
      sTitle: items[0].sTitle,
      sDescription: items.map((item) => `${item.nQuantity} x ${item.sTitle}`).join(', '),
      eCurrency: customer.eCurrency,
      nPrice: subtotal,
      nQuantity: items.reduce((sum, item) => sum + item.nQuantity, 0),
      eGateway: gateway,
      sPayerId: gateway === 'PayPal' ? `PAYER${rng.hex(10).toUpperCase()}` : '',
      sPaymentId: gateway === 'Stripe' ? `pi_${rng.hex(24)}` : `PAYID-${rng.hex(20).toUpperCase()}`,
      sPaymentToken: `EC-${rng.hex(17).toUpperCase()}`,
      sTransactionId: rng.hex(24),
      nWalletAmount: wallet,
      aCartData: items,
      aExtraCharges: [{ name: isBuy ? 'Service charge' : 'Exchange fee', amount: charge }],
      dCreatedAt: new Date(created).toISOString(),
    };
    if (isBuy) {
      const nStatus = rng.pick(BUY_STATUSES);
      const total = round2(subtotal + charge - wallet);
      const codes = nStatus === 3 ? cardCodes(rng, items, created) : [];
      orders[i] = { ...base, eType: 'Buy', nStatus, nTotalAmount: total, aCardCode: codes };
    } else {
      const eStatus = rng.pick(SELL_STATUSES);
      orders[i] = {
        ...base,
        eType: 'Sell',
        eStatus,
        nStatus: 1,
        nTotalAmount: round2(subtotal - charge),
        aCardCode: [],
      };
    }
  }
  return orders;
}
