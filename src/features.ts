/**
 * The feature modules, in sidebar order. The admin's routes, the sidebar and the list of pages are
 * composed from this list: adding a feature is its folder plus one line here (docs/architecture.md).
 */
import { auditFeature } from './audit';
import { categoriesFeature } from './categories';
import type { ResourceTable } from './api/endpoints';
import { mergeDisjoint } from './domain/mergeDisjoint';
import type { FeatureModule, FirstScreenContext } from './common/feature';
import { customersFeature } from './customers';
import { dashboardFeature } from './dashboard';
import { giftCardsFeature } from './giftCards';
import { kycFeature } from './kyc';
import { legacyUsersFeature } from './legacyUsers';
import { ordersFeature } from './orders';
import { profileFeature } from './profile';
import { pushFeature } from './push';
import { redeemCardsFeature } from './redeemCards';
import { settingsFeature } from './settings';
import { subadminsFeature } from './subadmins';
import { transactionsFeature } from './transactions';
import { matchPath } from 'react-router-dom';
import { ADMIN_BASENAME, ADMIN_PAGES } from './paths';

export const FEATURES: readonly FeatureModule[] = [
  dashboardFeature,
  pushFeature,
  ordersFeature,
  transactionsFeature,
  customersFeature,
  kycFeature,
  categoriesFeature,
  giftCardsFeature,
  redeemCardsFeature,
  subadminsFeature,
  legacyUsersFeature,
  auditFeature,
  settingsFeature,
  profileFeature,
];

/** The entry of `pick`'s table that the admin page at `pathname` matches, in the modules' order. */
function entryAt<T>(
  pathname: string,
  pick: (feature: FeatureModule) => Readonly<Record<string, T>> | undefined,
) {
  if (!pathname.startsWith(ADMIN_BASENAME)) return undefined;
  const page = `/${pathname.slice(ADMIN_BASENAME.length).replace(/^\/+/, '')}`;
  for (const feature of FEATURES) {
    for (const [pattern, entry] of Object.entries(pick(feature) ?? {})) {
      if (matchPath({ path: `/${pattern}`, end: true }, page)) return entry;
    }
  }
  return undefined;
}

/**
 * Starts downloading the lazy view that `pathname` opens (its feature's `preloads`), so that a cold
 * load fetches it beside the admin's shell (src/App.tsx). Resolves once it can render; at once for a
 * page without one (the dashboard is part of the shell).
 */
export function preloadAdminPage(pathname: string): Promise<unknown> {
  return entryAt(pathname, (feature) => feature.preloads)?.preload() ?? Promise.resolve();
}

/** Sends the data of the page at `pathname` (its feature's `prefetch`), if it declares any. */
export function prefetchAdminPage(pathname: string, context: FirstScreenContext): void {
  entryAt(pathname, (feature) => feature.prefetch)?.(context);
}

/** Every admin page by name: the shell's and each feature's (the permission and a11y suites visit them all). */
export const ALL_PAGES: Readonly<Record<string, string>> = Object.assign(
  { ...ADMIN_PAGES },
  ...FEATURES.map((feature) => feature.pages),
);

/** The spec's other spellings of the features' routes (src/common/SpecPathAliases.tsx). */
export const SPEC_PATH_ALIASES = FEATURES.flatMap((feature) => feature.aliases ?? []);

/** The endpoint table of every resource, composed from the modules' `endpoints.ts` (docs/api.md). */
export const RESOURCES: ResourceTable = mergeDisjoint(
  FEATURES.map((feature) => feature.endpoints ?? {}),
  'Resource',
);
