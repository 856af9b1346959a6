/**
 * The work queues: what waits for a person, each one a list the app already has, counted
 * with that list's own call and filter (one row asked, `total` read), so the real API needs no new call.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SellIcon from '@mui/icons-material/Sell';
import { buyOrderFilter, sellOrderFilter } from '../domain/orderStatus';
import type { PermissionResource } from '../domain/permissions';
import { kycListFilter, kycListPath } from '../kyc/kycPaths';
import { ORDER_PAGES } from '../orders/pages';

export type QueueKey = 'pendingOrders' | 'acceptedOrders' | 'pendingSellOrders' | 'submittedKyc';

export interface Queue {
  key: QueueKey;
  /** The data provider resource whose list is counted (and whose permission group hides the count). */
  resource: PermissionResource;
  filter: Record<string, unknown>;
  /** The list's path under the admin basename: the menu link that shows the count, the card's target. */
  path: string;
  icon: SvgIconComponent;
}

export const QUEUES: readonly Queue[] = [
  {
    key: 'pendingOrders',
    resource: 'orders',
    filter: buyOrderFilter('pending'),
    path: ORDER_PAGES.pendingOrders,
    icon: HourglassTopIcon,
  },
  {
    key: 'acceptedOrders',
    resource: 'orders',
    filter: buyOrderFilter('accepted'),
    path: ORDER_PAGES.acceptedOrders,
    icon: LocalShippingIcon,
  },
  {
    key: 'pendingSellOrders',
    resource: 'sellOrders',
    filter: sellOrderFilter('pending'),
    path: ORDER_PAGES.sellPending,
    icon: SellIcon,
  },
  {
    key: 'submittedKyc',
    resource: 'kyc',
    filter: kycListFilter('submitted'),
    path: kycListPath('submitted').replace(/^\//, ''),
    icon: FactCheckIcon,
  },
];

/** The queue a menu path shows, if any. */
export const queueAt = (path: string): Queue | undefined => QUEUES.find((queue) => queue.path === path);

/** react-query key of a count: under its resource, so a change of the resource refreshes it. */
export const queueQueryKey = (queue: Queue) => [queue.resource, 'queueCount', queue.key] as const;
