/** Shapes of the records the mock keeps in its data file (one JSON document). */
import type { Currency, OutboxItem } from '../src/domain/types';
import type { PermissionSet } from '../src/domain/permissions';
import type { Category } from '../src/domain/catalogue';
import type { KycEntry } from '../src/domain/customer';
import type { WalletTransactionRecord } from '../src/domain/orders';

export type ActiveFlag = 'y' | 'n';
export type KycStatus = 'p' | 's' | 'v' | 'r';

export interface Admin {
  _id: string;
  sEmail: string;
  sFullName: string;
  /** bcrypt hash, never sent. */
  sPassword: string;
  eRole: 'super' | 'sub';
  eStatus: ActiveFlag;
  aPermissions: PermissionSet;
  sCountryCode: string;
  sMobileNumber: string;
  eCurrency: Currency;
  sCountry: string;
  dCreatedAt: string;
  dUpdatedAt: string;
}

export interface Customer {
  _id: string;
  sEmail: string;
  sFullName: string;
  sUserName: string;
  sMobileNumber: string;
  sCountry: string;
  sCity: string;
  sState: string;
  eCurrency: Currency;
  sCoverPicture: string;
  sProfilePicture: string;
  eStatus: ActiveFlag;
  sKycStatus: KycStatus;
  dCreatedAt: string;
  /** Set when the customer is removed; removed customers no longer count anywhere. */
  dDeletedAt?: string;
}

export interface Wallet {
  _id: string;
  iUserId: string;
  nBalance: number;
  eCurrency: Currency;
}

export interface CartItem {
  _id: string;
  sTitle: string;
  nQuantity: number;
  nPrice: number;
  eCurrency: Currency;
  aImages: string[];
}

export interface CardCode {
  _id: string;
  sOrderContent: string;
  sSerialNo: string;
  dViewedAt: string | null;
}

/** Buy orders: 0 Failed, 1 Paid (pending), 2 Accepted, 3 Delivered. */
export type BuyStatus = 0 | 1 | 2 | 3;
export type SellStatus = 'Pending' | 'Denied' | 'Complete';

interface OrderBase {
  _id: string;
  sOrderId: string;
  iUserId: string;
  sEmail: string;
  sFullName: string;
  sTitle: string;
  sDescription: string;
  eCurrency: Currency;
  nPrice: number;
  nQuantity: number;
  eGateway: string;
  sPayerId: string;
  sPaymentId: string;
  sPaymentToken: string;
  sTransactionId: string;
  nTotalAmount: number;
  nWalletAmount: number;
  aCartData: CartItem[];
  aExtraCharges: { name: string; amount: number }[];
  aCardCode: CardCode[];
  dCreatedAt: string;
  /** Set by a reject (buy) or a denial (sell), with the time of the last transition. */
  sRejectReason?: string;
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

  // [area:subadmin]

  // [area:customers]
  /** One KYC entry per customer, same _id; its status is the customer's sKycStatus. */
  kyc: KycEntry[];

  // [area:catalogue]
  categories: Category[];

  // [area:cards]
  giftCards: import('../src/domain/cards').GiftCard[];
  redeemCards: import('../src/domain/cards').RedeemCard[];

  // [area:settings]
  settings: import('../src/domain/settings').SettingRecord[];
  // [area:push]
  /** Sent push notifications, oldest first (POST /push/list serves them newest first). */
  pushes: import('../src/domain/push').PushRecord[];
  // [area:orders]
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

  // [area:subadmin]

  // [area:customers]
  'kyc',

  // [area:catalogue]
  'categories',

  // [area:cards]
  'giftCards',
  'redeemCards',

  // [area:settings]
  'settings',
  // [area:push]
  'pushes',
  // [area:orders]
  'walletTransactions',
] as const satisfies readonly (keyof Db)[];

/** A database with every collection empty (tests, and the base a seed fills in). */
export function emptyDb(seed = 0): Db {
  const collections = Object.fromEntries(DB_COLLECTIONS.map((name) => [name, []]));
  return { meta: { version: 1, seed }, ...collections } as unknown as Db;
}
