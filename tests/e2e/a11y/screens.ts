/**
 * Every screen the accessibility spec checks, generated from the app's own tables: the sidebar
 * (src/layout/menuItems.ts) and the admin pages (ALL_PAGES of src/features.ts). A page with a parameter needs an entry
 * in PARAMS (generation throws otherwise, so a new screen cannot be skipped silently); screens served
 * by resource routes that neither table names go in RESOURCE_SCREENS; dialogs in dialogs.ts.
 */
import type { Db } from '../../../mock-server/types';
import { isMenuGroup, MENU } from '../../../src/layout/menuItems';
import { ALL_PAGES } from '../../../src/features';
import { FORGOT_PATH, LOGIN_PATH, RESET_PATH } from '../../../src/paths';

export interface Screen {
  /** Shown in the test title. */
  name: string;
  /** Path from the site root. */
  path: string;
  /** Public pages are opened without a session. */
  public?: boolean;
  /** The reset page's link check is answered OK so its form shows, not the expired-link notice. */
  validResetLink?: boolean;
}

/** An id the seed always holds, by kind. */
const first = <T extends { _id: string }>(
  items: T[],
  what: string,
  keep: (item: T) => boolean = () => true,
) => {
  const item = items.find(keep);
  if (!item) throw new Error(`no seeded ${what} for the a11y screens`);
  return item._id;
};

/**
 * Concrete paths for the admin pages with parameters. An empty list says the page only forwards to a
 * screen already checked (cards' spec paths land on react-admin's routes).
 */
const PARAMS: Readonly<Record<string, (db: Db) => string[]>> = {
  customerByType: (db) => {
    const id = first(db.customers, 'customer', (c) => !c.dDeletedAt);
    return [`customer/view/${id}`, `customer/edit/${id}`];
  },
  card: (db) => [`card/${first(db.giftCards, 'gift card')}`],
  cardEdit: (db) => [`card/${first(db.giftCards, 'gift card')}/edit`],
  cardByType: () => [],
  redeemCard: (db) => [`redeemcard/${first(db.redeemCards, 'redeem card')}`],
  redeemCardEdit: (db) => [`redeemcard/${first(db.redeemCards, 'redeem card')}/edit`],
  redeemCardByType: () => [],
  sellCard: (db) => [
    `sellcard/${first(db.orders, 'pending sell order', (o) => o.eType === 'Sell' && o.eStatus === 'Pending')}`,
  ],
  transaction: (db) => [`transaction/${first(db.orders, 'buy order', (o) => o.eType === 'Buy')}`],
  walletTransaction: (db) => [`transaction-wallet/${first(db.walletTransactions, 'wallet transaction')}`],
  legacyUserEdit: (db) => [`user/${first(db.admins, 'sub-admin', (a) => a.eRole === 'sub')}`],
};

/** Screens of react-admin resource routes that no table lists (edit and show of a record). */
const RESOURCE_SCREENS: ((db: Db) => string)[] = [
  // The redeem-code import (issue 21), a child route of the redeemCards resource.
  () => 'redeemCards/import',
  (db) => `category/${first(db.categories, 'category')}`,
  (db) => `category/${first(db.categories, 'category')}/edit`,
  (db) => `subadmin/${first(db.admins, 'sub-admin', (a) => a.eRole === 'sub')}`,
  (db) => `kyc/verify/${first(db.customers, 'submitted KYC', (c) => !c.dDeletedAt && c.sKycStatus === 's')}`,
];

const menuPaths = (): string[] =>
  MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry])).map((link) => link.path);

function adminPagePaths(db: Db): string[] {
  return Object.entries(ALL_PAGES).flatMap(([key, path]) => {
    if (!path.includes(':')) return [path];
    const resolve = PARAMS[key];
    if (!resolve) throw new Error(`ALL_PAGES.${key} (${path}) needs an entry in tests/e2e/a11y/screens.ts`);
    return resolve(db);
  });
}

export function screens(db: Db): Screen[] {
  const admin = [...menuPaths(), ...adminPagePaths(db), ...RESOURCE_SCREENS.map((make) => make(db))];
  const unique = [...new Set(admin)];
  return [
    { name: 'login', path: LOGIN_PATH, public: true },
    { name: 'forgot', path: FORGOT_PATH, public: true },
    { name: 'reset (expired link)', path: RESET_PATH.replace(':token', 'a11y-expired'), public: true },
    {
      name: 'reset (form)',
      path: RESET_PATH.replace(':token', 'a11y-valid'),
      public: true,
      validResetLink: true,
    },
    ...unique.map((path) => ({ name: path, path: `/admin/${path}` })),
  ];
}
