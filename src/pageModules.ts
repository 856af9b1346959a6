/**
 * The view module each admin page opens, by page: the entry starts it with the admin's shell on a
 * cold load (issue 23). Before, the table lived in the feature modules, which need the whole shell
 * evaluated first: a list page asked for its view about 250 ms after the shell had arrived. Light on
 * purpose (the entry imports it): path constants, dynamic imports and the list call sent ahead
 * (listsAhead.ts), no React and no router. Each feature with pages has one line here;
 * features.test.tsx fails on a sidebar page without one.
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
import { pageEntry } from './pagePatterns';

export { sendListAhead } from './listsAhead';

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

/**
 * Starts the download of the view module that `pathname` opens; resolves once it is here (its lazy
 * views then render without suspending), at once for a page without one (the dashboard is part of
 * the shell).
 */
export function preloadAdminPage(pathname: string): Promise<unknown> {
  return pageEntry(PAGE_MODULES, pathname)?.() ?? Promise.resolve();
}
