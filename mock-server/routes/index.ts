/** The route table of /api/v1: one file per area, mirroring src/<area>/. */
import type { Route } from '../routeTable';
import { dashboardRoutes } from './dashboard';
import { devRoutes } from './dev';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { sessionRoutes } from './session';
// [area:subadmin]
import { subadminRoutes } from './subadmins';

// [area:customers]
import { customerRoutes } from './customers';
import { kycRoutes } from './kyc';

// [area:catalogue]
import { categoryRoutes } from './categories';
import { uploadRoutes } from './uploads';

// [area:cards]
import { giftCardRoutes } from './giftCards';
import { redeemCardRoutes } from './redeemCards';

// [area:audit]
import { auditRoutes } from './audit';
// [area:queues]
import { queueRoutes } from './queues';
// [area:search]
// [area:comfort]
// [area:settings]
import { settingRoutes } from './settings';

// [area:push]
import { pushRoutes } from './push';
// [area:orders]
import { invoiceRoutes } from './invoice';
import { orderRoutes } from './orders';
import { sellOrderRoutes } from './sellOrders';
import { transactionRoutes } from './transactions';

export const ROUTES: readonly Route[] = [
  ...sessionRoutes,
  ...passwordRoutes,
  ...profileRoutes,
  ...dashboardRoutes,
  ...devRoutes,

  // [area:subadmin]
  ...subadminRoutes,

  // [area:customers]
  ...customerRoutes,
  ...kycRoutes,

  // [area:catalogue]
  ...categoryRoutes,
  ...uploadRoutes,

  // [area:cards]
  ...giftCardRoutes,
  ...redeemCardRoutes,

  // [area:audit]
  ...auditRoutes,
  // [area:queues]
  ...queueRoutes,
  // [area:search]
  // [area:comfort]
  // [area:settings]
  ...settingRoutes,

  // [area:push]
  ...pushRoutes,
  // [area:orders]
  ...orderRoutes,
  ...sellOrderRoutes,
  ...transactionRoutes,
  ...invoiceRoutes,
];
