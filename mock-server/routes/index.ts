/** The route table of /api/v1: one file per area, mirroring src/<area>/. */
import type { Route } from '../routeTable';
import { dashboardRoutes } from './dashboard';
import { devRoutes } from './dev';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { sessionRoutes } from './session';
// [area:subadmin]

// [area:customers]

// [area:catalogue]
import { categoryRoutes } from './categories';

// [area:cards]

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

  // [area:customers]

  // [area:catalogue]
  ...categoryRoutes,

  // [area:cards]

  // [area:orders]
  ...orderRoutes,
  ...sellOrderRoutes,
  ...transactionRoutes,
  ...invoiceRoutes,
];
