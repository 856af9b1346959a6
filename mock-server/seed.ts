/**
 * The deterministic seed: a fixed PRNG seed and fixed dates (2025-12-01 to 2026-11-01), never the
 * clock, so every reset builds the same marketplace. Only the bcrypt salts differ between processes.
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

/**
 * The seeded passwords' hashes, made once per process: bcrypt at the API's cost is most of what a
 * fresh mock takes to start (about 280 ms of 450), and the API and security suites start one per file
 * or per test. A hash stays a real salted bcrypt hash; only a second reset in the same process reuses
 * the first one's salts.
 */
let seedHashes: Promise<string[]> | undefined;
const hashSeedPasswords = (): Promise<string[]> =>
  (seedHashes ??= Promise.all(
    [...SEEDED_ACCOUNTS.map((account) => account.password), SUBADMIN_PASSWORD].map((password) =>
      bcrypt.hash(password, BCRYPT_COST),
    ),
  ).catch((error: unknown) => {
    seedHashes = undefined;
    throw error;
  }));

export async function buildSeed(options: { orders?: number } = {}): Promise<Db> {
  const orderCount = Math.max(0, Math.floor(options.orders ?? DEFAULT_ORDERS));
  const [admin, editor, nobody, subadmin] = await hashSeedPasswords();
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
