/** Buy orders (pending, accepted, delivered) and sell-back orders with their record page (platform.md s.2). */
import BlockIcon from '@mui/icons-material/Block';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SellIcon from '@mui/icons-material/Sell';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedIcon from '@mui/icons-material/Verified';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { guardedPage } from '../common/RequireAccess';
import { ORDER_LISTS, ORDER_PAGES as P } from './pages';
import { listPagesPrefetch } from '../common/fetchedAhead';
import { endpoints } from './endpoints';
import { lazyView } from '../common/lazyView';
import { buyOrders, sellCardDetail, sellOrders } from './pageModules';

const PendingOrders = lazyView(buyOrders, 'PendingOrders');
const AcceptedOrders = lazyView(buyOrders, 'AcceptedOrders');
const DeliveredOrders = lazyView(buyOrders, 'DeliveredOrders');
const PendingSellOrders = lazyView(sellOrders, 'PendingSellOrders');
const RejectedSellOrders = lazyView(sellOrders, 'RejectedSellOrders');
const ApprovedSellOrders = lazyView(sellOrders, 'ApprovedSellOrders');
const SellCardDetail = lazyView(sellCardDetail, 'SellCardDetail');

export const ordersFeature: FeatureModule = {
  name: 'orders',
  endpoints,
  resources: ['orders', 'sellOrders'],
  pages: P,
  prefetch: listPagesPrefetch(ORDER_LISTS),
  menu: [
    {
      label: 'gd.layout.menu.orders',
      icon: ShoppingCartIcon,
      children: [
        {
          path: P.pendingOrders,
          label: 'gd.orders.menu.pending',
          icon: HourglassTopIcon,
          resource: 'orders',
        },
        { path: P.acceptedOrders, label: 'gd.orders.menu.accepted', icon: TaskAltIcon, resource: 'orders' },
        {
          path: P.deliveredOrders,
          label: 'gd.orders.menu.delivered',
          icon: LocalShippingIcon,
          resource: 'orders',
        },
      ],
    },
    {
      label: 'gd.layout.menu.sell_cards_orders',
      icon: SellIcon,
      children: [
        {
          path: P.sellPending,
          label: 'gd.orders.menu.sell_pending',
          icon: HourglassTopIcon,
          resource: 'sellOrders',
        },
        {
          path: P.sellRejected,
          label: 'gd.orders.menu.sell_rejected',
          icon: BlockIcon,
          resource: 'sellOrders',
        },
        {
          path: P.sellApproved,
          label: 'gd.orders.menu.sell_approved',
          icon: VerifiedIcon,
          resource: 'sellOrders',
        },
      ],
    },
  ],
  // A buy list's path plus an order id shows that order's details over the list (useOrderLink).
  routes: (
    <CustomRoutes>
      <Route path={`${P.pendingOrders}/*`} element={<PendingOrders />} />
      <Route path={`${P.acceptedOrders}/*`} element={<AcceptedOrders />} />
      <Route path={`${P.deliveredOrders}/*`} element={<DeliveredOrders />} />
      <Route path={P.sellPending} element={<PendingSellOrders />} />
      <Route path={P.sellRejected} element={<RejectedSellOrders />} />
      <Route path={P.sellApproved} element={<ApprovedSellOrders />} />
      <Route path={P.sellCard} element={guardedPage('sellOrders', 'show', SellCardDetail)} />
    </CustomRoutes>
  ),
};
