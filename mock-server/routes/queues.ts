/**
 * Work queues and the dashboard chart. The queue counts need no route (they are the lists'
 * `total`); the revenue series is a proposed extension the real API lacks (docs/api.md).
 */
import { revenueQuerySchema } from '../../src/domain/revenue';
import { revenueSeries } from '../revenue';
import { route } from '../routeTable';

export const queueRoutes = [
  route({
    method: 'post',
    path: '/admin/dashboard/revenue',
    kind: 'extension',
    access: { resource: 'dashboard', action: 'list' },
    body: revenueQuerySchema,
    handler: ({ store, body }) => ({ message: 'revenue_success', data: revenueSeries(store.data, body) }),
  }),
];
