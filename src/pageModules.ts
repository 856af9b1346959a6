/**
 * The view module each admin page opens, by page: the entry starts it with the admin's shell on a
 * cold load (issue 23). Before, the table lived in the feature modules, which need the whole shell
 * evaluated first: a list page asked for its view about 250 ms after the shell had arrived. Light on
 * purpose (the entry imports it): path constants and dynamic imports only, no React and no router.
 * Each feature with pages has one line here; features.test.tsx fails on a sidebar page without one.
 */
import type { PageModules } from './common/moduleLoader';
import { AUDIT_PAGE_MODULES } from './audit/pageModules';
import { CATEGORY_PAGE_MODULES } from './categories/pageModules';
import { CUSTOMER_PAGE_MODULES } from './customers/pageModules';
import { GIFT_CARD_PAGE_MODULES } from './giftCards/pageModules';
import { KYC_PAGE_MODULES } from './kyc/pageModules';
import { ORDER_PAGE_MODULES } from './orders/pageModules';
import { PROFILE_PAGE_MODULES } from './profile/pageModules';
import { PUSH_PAGE_MODULES } from './push/pageModules';
import { REDEEM_CARD_PAGE_MODULES } from './redeemCards/pageModules';
import { SETTINGS_PAGE_MODULES } from './settings/pageModules';
import { SUBADMIN_PAGE_MODULES } from './subadmins/pageModules';
import { TRANSACTION_PAGE_MODULES } from './transactions/pageModules';
import { ADMIN_BASENAME } from './paths';

export const PAGE_MODULES: readonly PageModules[] = [
  PUSH_PAGE_MODULES,
  ORDER_PAGE_MODULES,
  TRANSACTION_PAGE_MODULES,
  CUSTOMER_PAGE_MODULES,
  KYC_PAGE_MODULES,
  CATEGORY_PAGE_MODULES,
  GIFT_CARD_PAGE_MODULES,
  REDEEM_CARD_PAGE_MODULES,
  SUBADMIN_PAGE_MODULES,
  AUDIT_PAGE_MODULES,
  SETTINGS_PAGE_MODULES,
  PROFILE_PAGE_MODULES,
];

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `page` (a path under the admin basename, no leading slash) matches a react-router pattern
 * of these tables: static segments, `:param` segments and a trailing `/*`. react-router's own
 * matchPath would bring the router into the entry; tests/unit/pageModules.test.ts compares the two.
 */
export function matchesPage(pattern: string, page: string): boolean {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const body = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment))).join('/');
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`, 'i').test(page);
}

/** The page under the admin basename of `pathname`, or undefined outside the admin. */
export function adminPage(pathname: string): string | undefined {
  if (!pathname.startsWith(ADMIN_BASENAME)) return undefined;
  return pathname.slice(ADMIN_BASENAME.length).replace(/^\/+/, '');
}

/** The first entry of `tables` whose pattern matches the admin page at `pathname`. */
export function pageEntry<T>(
  tables: readonly Readonly<Record<string, T>>[],
  pathname: string,
): T | undefined {
  const page = adminPage(pathname);
  if (page === undefined) return undefined;
  for (const table of tables) {
    for (const [pattern, entry] of Object.entries(table)) if (matchesPage(pattern, page)) return entry;
  }
  return undefined;
}

/**
 * Starts the download of the view module that `pathname` opens; resolves once it is here (its lazy
 * views then render without suspending), at once for a page without one (the dashboard is part of
 * the shell).
 */
export function preloadAdminPage(pathname: string): Promise<unknown> {
  return pageEntry(PAGE_MODULES, pathname)?.() ?? Promise.resolve();
}
