/**
 * Mock-only: the outbox (it holds reset links, which are credentials: super admin only). Test
 * routes: the spec profile mounts them only when asked (MOCK_TEST_ROUTES, profiles.ts).
 */
import { ApiError } from '../http';
import { route } from '../routeTable';

export const devRoutes = [
  route({
    method: 'get',
    path: '/dev/outbox',
    kind: 'test',
    access: 'superAdmin',
    handler: ({ store }) => {
      const newestFirst = store.data.outbox
        .map((item, index) => ({ item, index }))
        .sort((a, b) => b.item.dCreatedAt.localeCompare(a.item.dCreatedAt) || b.index - a.index)
        .map(({ item }) => item);
      return { message: 'outbox_success', data: newestFirst, total: newestFirst.length };
    },
  }),
  route({
    method: 'get',
    path: '/dev/outbox/:id',
    kind: 'test',
    access: 'superAdmin',
    handler: ({ store, params }) => {
      const item = store.data.outbox.find((candidate) => candidate._id === params.id);
      if (!item) throw ApiError.of(404, 'not_found');
      return { message: 'outbox_success', data: item };
    },
  }),
];
