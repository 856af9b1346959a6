/**
 * Shapes of the records the mock keeps in its data file (one JSON document). Records the API sends
 * as they are stored come from src/domain (shared with the app); only what the API never shows
 * (hashes, deletion marks, owner ids) and the mock's own collections are declared here.
 */
import type { AdminProfile, Currency, OutboxItem } from '../src/domain/types';
import type { Category } from '../src/domain/catalogue';
import type { Customer as CustomerRecord, KycEntry } from '../src/domain/customer';
import type { BUY_STATUS, OrderRecord, SellStatusName, WalletTransactionRecord } from '../src/domain/orders';
import type { Subadmin } from '../src/domain/subadmin';
import type { LegacyUserFields } from '../src/domain/legacyUser';

/** Every admin, super or sub: what its profile and the sub-admin API show, plus its password hash. */
export interface Admin extends AdminProfile, Subadmin {
  /** bcrypt hash, never sent. */
  sPassword: string;
  eRole: 'super' | 'sub';
  /**
   * The older form's fields (platform.md s.3), once an account was added or edited there. Kept apart
   * because its eRole (User or Admin) is not this record's eRole (super or sub).
   */
  oLegacy?: LegacyUserFields;
}

export interface Customer extends CustomerRecord {
  /** Set when the customer is removed; removed customers no longer count anywhere. */
  dDeletedAt?: string;
}

export interface Wallet {
  _id: string;
  iUserId: string;
  nBalance: number;
  eCurrency: Currency;
}

/** Buy orders: 0 Failed, 1 Paid (pending), 2 Accepted, 3 Delivered. */
export type BuyStatus = (typeof BUY_STATUS)[keyof typeof BUY_STATUS];
export type SellStatus = SellStatusName;

/** The stored order: the API's record, plus its customer's id and the time of its last transition. */
interface OrderBase extends Omit<OrderRecord, 'eType' | 'nStatus' | 'eStatus'> {
  iUserId: string;
  /** Set by every transition (a reject or a denial also sets sRejectReason). */
  dUpdatedAt?: string;
}
export interface BuyOrder extends OrderBase {
  eType: 'Buy';
  nStatus: BuyStatus;
}
export interface SellOrder extends OrderBase {
  eType: 'Sell';
  eStatus: SellStatus;
  /** The sell lists send status 1 ("paid/active") beside eStatus; every sell order carries it. */
  nStatus: 1;
}
export type Order = BuyOrder | SellOrder;

export interface Session {
  _id: string;
  iAdminId: string;
  /** sha256 of the token: a copied data file does not hand out live sessions. */
  sTokenHash: string;
  dCreatedAt: string;
  dExpiresAt: string;
  /** Ended because the account was deactivated: its next call is told so (401 account_inactive). */
  bAccountInactive?: boolean;
}

export interface ResetToken {
  _id: string;
  iAdminId: string;
  sTokenHash: string;
  dCreatedAt: string;
  dExpiresAt: string;
  dUsedAt: string | null;
}

export interface Db {
  meta: { version: 1; seed: number };
  admins: Admin[];
  customers: Customer[];
  wallets: Wallet[];
  orders: Order[];
  sessions: Session[];
  resetTokens: ResetToken[];
  outbox: OutboxItem[];

  /** One KYC entry per customer, same _id; its status is the customer's sKycStatus. */
  kyc: KycEntry[];

  categories: Category[];

  giftCards: import('../src/domain/cards').GiftCard[];
  redeemCards: import('../src/domain/cards').RedeemCard[];

  settings: import('../src/domain/settings').SettingRecord[];
  /** Sent push notifications, oldest first (POST /push/list serves them newest first). */
  pushes: import('../src/domain/push').PushRecord[];
  walletTransactions: WalletTransactionRecord[];
}

export const DB_COLLECTIONS = [
  'admins',
  'customers',
  'wallets',
  'orders',
  'sessions',
  'resetTokens',
  'outbox',

  'kyc',

  'categories',

  'giftCards',
  'redeemCards',

  'settings',
  'pushes',
  'walletTransactions',
] as const satisfies readonly (keyof Db)[];

/** A database with every collection empty (tests, and the base a seed fills in). */
export function emptyDb(seed = 0): Db {
  const collections = Object.fromEntries(DB_COLLECTIONS.map((name) => [name, []]));
  return { meta: { version: 1, seed }, ...collections } as unknown as Db;
}
