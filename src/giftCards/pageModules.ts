/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { GIFT_CARD_PAGES } from '../cards/pages';

export const giftCardCreateModule = moduleLoader(() => import('./GiftCardCreate'));
export const giftCardEditModule = moduleLoader(() => import('./GiftCardEdit'));
export const giftCardListModule = moduleLoader(() => import('./GiftCardList'));
export const giftCardShowModule = moduleLoader(() => import('./GiftCardShow'));

export const GIFT_CARD_PAGE_MODULES: PageModules = {
  [GIFT_CARD_PAGES.giftCards]: giftCardListModule,
};
