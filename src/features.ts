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
import { ADMIN_PAGES } from './paths';
import { pageEntry } from './pagePatterns';

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

/** Sends the data of the page at `pathname` (its feature's `prefetch`), if it declares any. */
export function prefetchAdminPage(pathname: string, context: FirstScreenContext): void {
  const tables = FEATURES.flatMap((feature) => (feature.prefetch ? [feature.prefetch] : []));
  pageEntry(tables, pathname)?.(context);
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
