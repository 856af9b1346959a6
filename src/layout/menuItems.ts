/**
 * The sidebar, as one declarative table. An area joins the menu with one entry here (a single
 * link, or a group of links); visibility, the no-permission page's served paths and the
 * rendering all follow from this table.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PeopleIcon from '@mui/icons-material/People';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import CategoryIcon from '@mui/icons-material/Category';
import ViewListIcon from '@mui/icons-material/ViewList';
// Icons of the orders area (its entries are under its marker below).
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SellIcon from '@mui/icons-material/Sell';
import BlockIcon from '@mui/icons-material/Block';
import VerifiedIcon from '@mui/icons-material/Verified';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PaymentsIcon from '@mui/icons-material/Payments';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
// Icon of the push area.
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { PermissionResource } from '../domain/permissions';
// Icons of the card groups (area cards).
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
// Icon of the audit area.
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
// Icon of the settings area.
import SettingsIcon from '@mui/icons-material/Settings';

import type { ExtensionName } from '../api/extensions';

export interface MenuLink {
  /** Path under the admin basename: 'dashboard' is served at /admin/dashboard. */
  path: string;
  /** i18n key of the name shown in the sidebar. */
  label: string;
  icon: SvgIconComponent;
  /** The resource whose permission group must grant at least one operation (RESOURCE_MODULES key). */
  resource: PermissionResource;
  /** A screen that exists only where the API has this extension: hidden once it is known absent. */
  extension?: ExtensionName;
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/*
 * Each area adds its entries under its own marker, e.g.
 *   { label: 'gd.layout.menu.kyc', icon: VerifiedUserIcon, children: [
 *       { path: 'kyc/submitted', label: 'gd.kyc.menu.submitted', icon: InboxIcon, resource: 'kyc' }, ...] },
 */
export const MENU: readonly MenuEntry[] = [
  { path: 'dashboard', label: 'gd.layout.menu.dashboard', icon: DashboardIcon, resource: 'dashboard' },

  // [area:push]
  { path: 'push', label: 'gd.layout.menu.push', icon: NotificationsActiveIcon, resource: 'push' },
  // [area:orders]
  {
    label: 'gd.layout.menu.orders',
    icon: ShoppingCartIcon,
    children: [
      { path: 'pending-orders', label: 'gd.orders.menu.pending', icon: HourglassTopIcon, resource: 'orders' },
      { path: 'accepted-orders', label: 'gd.orders.menu.accepted', icon: TaskAltIcon, resource: 'orders' },
      {
        path: 'delevered-orders',
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
        path: 'sellcards/pending',
        label: 'gd.orders.menu.sell_pending',
        icon: HourglassTopIcon,
        resource: 'sellOrders',
      },
      {
        path: 'sellcards/rejected',
        label: 'gd.orders.menu.sell_rejected',
        icon: BlockIcon,
        resource: 'sellOrders',
      },
      {
        path: 'sellcards/approve',
        label: 'gd.orders.menu.sell_approved',
        icon: VerifiedIcon,
        resource: 'sellOrders',
      },
    ],
  },
  {
    label: 'gd.layout.menu.transactions',
    icon: ReceiptLongIcon,
    children: [
      {
        path: 'transactions',
        label: 'gd.orders.menu.transactions',
        icon: PaymentsIcon,
        resource: 'transactions',
      },
      {
        path: 'wallets-transactions',
        label: 'gd.orders.menu.wallet_transactions',
        icon: AccountBalanceWalletIcon,
        resource: 'walletTransactions',
      },
    ],
  },

  // [area:customers]
  { path: 'customers', label: 'gd.layout.menu.customers', icon: PeopleIcon, resource: 'customers' },
  {
    label: 'gd.layout.menu.kyc',
    icon: VerifiedUserIcon,
    children: [
      { path: 'kyc/submitted', label: 'gd.kyc.menu.submitted', icon: FactCheckIcon, resource: 'kyc' },
      { path: 'kyc/verified', label: 'gd.kyc.menu.verified', icon: TaskAltIcon, resource: 'kyc' },
      { path: 'kyc/pending', label: 'gd.kyc.menu.pending', icon: HourglassEmptyIcon, resource: 'kyc' },
      { path: 'kyc/rejected', label: 'gd.kyc.menu.rejected', icon: HighlightOffIcon, resource: 'kyc' },
    ],
  },

  // [area:catalogue]
  {
    label: 'gd.layout.menu.categories',
    icon: CategoryIcon,
    children: [
      { path: 'category', label: 'gd.catalogue.menu.list', icon: ViewListIcon, resource: 'category' },
    ],
  },

  // [area:cards]
  {
    label: 'gd.layout.menu.gift_cards',
    icon: CardGiftcardIcon,
    children: [
      { path: 'giftCards', label: 'gd.cards.gift.menu_list', icon: ListAltIcon, resource: 'giftCards' },
    ],
  },
  {
    label: 'gd.layout.menu.redeem_cards',
    icon: LocalActivityIcon,
    children: [
      {
        path: 'redeemCards',
        label: 'gd.cards.redeem.menu_list',
        icon: ConfirmationNumberIcon,
        resource: 'redeemCards',
      },
    ],
  },

  // [area:subadmin]
  { path: 'subadmin', label: 'gd.layout.menu.sub_admins', icon: SupervisorAccountIcon, resource: 'subadmin' },

  // [area:audit] (last, as in the original product's sidebar)
  { path: 'audit', label: 'gd.audit.menu', icon: ManageHistoryIcon, resource: 'audit', extension: 'audit' },
  // [area:queues] (last, as in the original product's sidebar)
  // [area:search] (last, as in the original product's sidebar)
  // [area:comfort] (last, as in the original product's sidebar)
  // [area:settings] (last, as in the original product's sidebar)
  { path: 'cms', label: 'gd.layout.menu.settings', icon: SettingsIcon, resource: 'settings' },
];
