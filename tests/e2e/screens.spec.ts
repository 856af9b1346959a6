/**
 * Every route of both spec route tables (platform.md s.2, catalogue-and-orders.md s.2), written here
 * from the spec rather than from the app's own tables, walked as the super admin and as the editor, in
 * both profiles of the mock (playwright.config.ts). The super admin sees each screen with its content;
 * the editor sees what its rights open and is sent on from the rest. On every page: no console error,
 * no failed request, except the 404s of feature detection against the spec-only backend.
 */
import type { Page } from '@playwright/test';
import type { Db } from '../../mock-server/types';
import { ADMIN, EDITOR, type Account } from './accounts';
import { pristineDb } from './customerData';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { settle, trackRequests } from './permissionProbe';
import { watchPage } from './pageHealth';
import { EN } from './texts';

const first = <T extends { _id: string }>(items: T[], keep: (item: T) => boolean = () => true) => {
  const found = items.find(keep);
  if (!found) throw new Error('the seed lacks a record a spec route needs');
  return found._id;
};

/** The spec's admin routes, parameters filled from the seed. */
function specRoutes(db: Db): string[] {
  const card = first(db.giftCards);
  const category = first(db.categories, (c) => c.eStatus !== 'Deleted');
  const redeem = first(db.redeemCards);
  const customer = first(db.customers, (c) => !c.dDeletedAt);
  const submitted = first(db.customers, (c) => !c.dDeletedAt && c.sKycStatus === 's');
  const sell = first(db.orders, (o) => o.eType === 'Sell' && o.eStatus === 'Pending');
  const transaction = first(db.orders, (o) => o.eType === 'Buy');
  const wallet = first(db.walletTransactions);
  const subadmin = first(db.admins, (a) => a.eRole === 'sub');
  return [
    'dashboard',
    'push',
    'kyc/submitted',
    'kyc/verified',
    'kyc/pending',
    'kyc/rejected',
    `kyc/verify/${submitted}`,
    'giftCards',
    'add/card',
    `card/${card}/edit`,
    `card/${card}`,
    'category',
    'add/category',
    `category/${category}/edit`,
    `category/${category}`,
    'redeemCards',
    'redeemcards',
    'add/redeemcard',
    `redeemcard/${redeem}/edit`,
    `redeemcard/${redeem}`,
    'sellcards/pending',
    'sellcards/rejected',
    'sellcards/approve',
    `sellcard/${sell}`,
    'pending-orders',
    'accepted-orders',
    'delevered-orders',
    'transactions',
    'wallets-transactions',
    `transaction/${transaction}`,
    `transaction-wallet/${wallet}`,
    'customers',
    `customer/view/${customer}`,
    `customer/edit/${customer}`,
    'subadmin',
    `subadmin/${subadmin}`,
    'add/subAdmin',
    'cms',
    'nopermission',
    'user-profile',
    'user-changepassword',
  ];
}

async function walk(
  page: Page,
  account: Account,
  profile: 'default' | 'spec',
  opens: (path: string) => boolean,
) {
  const health = watchPage(page, profile);
  const requests = trackRequests(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account);
  await expect(page).toHaveURL(/\/admin\//);
  const seen: string[] = [];
  for (const path of specRoutes(pristineDb())) {
    // In-app navigation (what a menu link does): a reload per route would cost seconds each.
    const started = Date.now();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/admin/${path}`);
    await expect(page.locator('main').first()).toBeVisible();
    // Nothing in flight, no spinner or placeholder, the address still: redirects have run.
    await settle(page, requests);
    const url = new URL(page.url()).pathname;
    expect(url, `/admin/${path} ends on the login page`).not.toMatch(/^\/auth\//);
    if (opens(path)) {
      // Opened, not sent away: the path (or its react-admin twin) and no failure text on screen.
      expect(url.toLowerCase(), `/admin/${path} was left for ${url}`).not.toMatch(
        /\/admin\/(dashboard|category)$/,
      );
      await expect(page.getByText(EN.common.something_went_wrong)).toHaveCount(0);
    }
    seen.push(`${path} -> ${url} (${Date.now() - started} ms)`);
  }
  expect(health.problems, `failures while walking:\n${seen.join('\n')}`).toEqual([]);
  return health;
}

// One walk per role: ~40 pages in a row on a shared 2-core machine.
test.setTimeout(120_000);

test('the super admin opens every route of the spec, with no console error or failed call', async ({
  page,
  mockProfile,
}) => {
  const stays = (path: string) => !['dashboard', 'nopermission', 'category'].includes(path);
  const health = await walk(page, ADMIN, mockProfile, stays);
  if (mockProfile === 'default') expect(health.detections).toEqual([]);
});

test('the editor opens what its rights open and is sent on from the rest, with no failure', async ({
  page,
  mockProfile,
}) => {
  // Category Managements View/Add/Edit, Gift Card Management View (README's seeded accounts).
  const editorOpens = (path: string) =>
    /^(add\/category|category\/.+|giftCards|card\/[^/]+)$/.test(path) ||
    // Push has no module: offered to an admin the API does not name a sub-admin (spec profile).
    (mockProfile === 'spec' && path === 'push');
  await walk(page, EDITOR, mockProfile, editorOpens);
});
