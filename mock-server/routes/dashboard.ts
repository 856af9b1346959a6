/** Dashboard counts (Dashboard View). */
import { dashboardCounts } from '../dashboard';
import { route } from '../routeTable';

export const dashboardRoutes = [
  route({
    method: 'get',
    path: '/admin/dashboard/count',
    access: { resource: 'dashboard', action: 'list' },
    handler: ({ store }) => ({ message: 'dashboard_success', data: dashboardCounts(store.data) }),
  }),
];
