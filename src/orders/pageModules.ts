/** The view module each page opens, for the entry to start on a cold load (src/pageModules.ts). */
import { moduleLoader, type PageModules } from '../common/moduleLoader';
import { ORDER_PAGES as P } from './pages';

export const buyOrders = moduleLoader(() => import('./BuyOrderList'));
export const sellOrders = moduleLoader(() => import('./SellOrderList'));
export const sellCardDetail = moduleLoader(() => import('./SellCardDetail'));

export const ORDER_PAGE_MODULES: PageModules = {
  [P.pendingOrders]: buyOrders,
  [`${P.pendingOrders}/*`]: buyOrders,
  [P.acceptedOrders]: buyOrders,
  [`${P.acceptedOrders}/*`]: buyOrders,
  [P.deliveredOrders]: buyOrders,
  [`${P.deliveredOrders}/*`]: buyOrders,
  [P.sellPending]: sellOrders,
  [P.sellRejected]: sellOrders,
  [P.sellApproved]: sellOrders,
  [P.sellCard]: sellCardDetail,
};
