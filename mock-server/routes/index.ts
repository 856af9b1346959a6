/** The route table of /api/v1: one file per area, mirroring src/<area>/. */
import type { Route } from '../routeTable';
import { dashboardRoutes } from './dashboard';
import { devRoutes } from './dev';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { sessionRoutes } from './session';
import { subadminRoutes } from './subadmins';
import { legacyUserRoutes } from './legacyUsers';

import { customerRoutes } from './customers';
import { kycRoutes } from './kyc';

import { categoryRoutes } from './categories';
import { uploadRoutes } from './uploads';

import { giftCardRoutes } from './giftCards';
import { redeemCardRoutes } from './redeemCards';

import { auditRoutes } from './audit';
import { queueRoutes } from './queues';
import { settingRoutes } from './settings';

import { pushRoutes } from './push';
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

  ...subadminRoutes,
  ...legacyUserRoutes,

  ...customerRoutes,
  ...kycRoutes,

  ...categoryRoutes,
  ...uploadRoutes,

  ...giftCardRoutes,
  ...redeemCardRoutes,

  ...auditRoutes,
  ...queueRoutes,
  ...settingRoutes,

  ...pushRoutes,
  ...orderRoutes,
  ...sellOrderRoutes,
  ...transactionRoutes,
  ...invoiceRoutes,
];
