/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { REDEEM_CARD_PAGES } from '../cards/pages';

export const redeemCardCreateModule = moduleLoader(() => import('./RedeemCardCreate'));
export const redeemCardEditModule = moduleLoader(() => import('./RedeemCardEdit'));
export const redeemCardListModule = moduleLoader(() => import('./RedeemCardList'));
export const redeemCardShowModule = moduleLoader(() => import('./RedeemCardShow'));
export const redeemImportPageModule = moduleLoader(() => import('./import/RedeemImportPage'));

export const REDEEM_CARD_PAGE_MODULES: PageModules = {
  [REDEEM_CARD_PAGES.redeemCards]: redeemCardListModule,
};
