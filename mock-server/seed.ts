/**
 * The deterministic seed: a fixed PRNG seed and fixed dates (2025-12-01 to 2026-11-01), never the
 * clock, so every reset builds the same marketplace. Only the bcrypt salts differ between runs.
 */
import bcrypt from 'bcryptjs';
import { BCRYPT_COST } from './auth';
import { createRng } from './prng';
import { SEEDED_ACCOUNTS, SUBADMIN_PASSWORD, seedAdmins, seedCustomers } from './seedPeople';
import { seedOrders } from './seedOrders';
import { seedCategories } from './seedCategories';
import { seedKyc } from './seedKyc';
import { seedCards } from './seedCards';
import { seedSettings } from './seedSettings';
import { seedPushes } from './seedPushes';
import { addSellImages, seedWalletTransactions } from './seedWallets';
import type { Db } from './types';

export const SEED = 20_260_101;
export const DEFAULT_ORDERS = 1200;
export const SEED_COUNTS = { subAdmins: 40, customers: 400 } as const;

export { SEEDED_ACCOUNTS, SUBADMIN_PASSWORD };

export async function buildSeed(options: { orders?: number } = {}): Promise<Db> {
  const orderCount = Math.max(0, Math.floor(options.orders ?? DEFAULT_ORDERS));
  const [admin, editor, nobody, subadmin] = await Promise.all(
    [...SEEDED_ACCOUNTS.map((account) => account.password), SUBADMIN_PASSWORD].map((password) =>
      bcrypt.hash(password, BCRYPT_COST),
    ),
  );
  const rng = createRng(SEED);
  const admins = seedAdmins(rng, { admin, editor, nobody, subadmin }, SEED_COUNTS.subAdmins);
  const { customers, wallets } = seedCustomers(rng, SEED_COUNTS.customers);
  const orders = seedOrders(rng, customers, orderCount);
  // New collections draw from their own generators (SEED + n), so adding one never changes the others.

  const kyc = seedKyc(createRng(SEED + 2), customers);

  const categories = seedCategories(createRng(SEED + 3));

  const { giftCards, redeemCards } = seedCards(createRng(SEED + 4), categories);

  const settings = seedSettings(createRng(SEED + 7));
  const pushes = seedPushes(admins);
  const ordersRng = createRng(SEED + 5);
  addSellImages(ordersRng, orders);
  const walletTransactions = seedWalletTransactions(ordersRng, customers, wallets, orders);
  return {
    meta: { version: 1, seed: SEED },
    admins,
    customers,
    wallets,
    orders,
    sessions: [],
    resetTokens: [],
    outbox: [],

    kyc,

    categories,

    giftCards,
    redeemCards,

    settings,
    pushes,
    walletTransactions,
  };
}
