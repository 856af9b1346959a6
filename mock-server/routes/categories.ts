/**
 * Categories (gift card contents). GET admin/categories serves both the category list and the gift
 * card form's category choices, so either module's View opens it.
 */
import { route } from '../routeTable';

export const categoryRoutes = [
  route({
    method: 'get',
    path: '/admin/categories',
    access: { module: ['Category Managements', 'Gift Card Management'], operation: 'View' },
    handler: ({ store }) => {
      const data = store.data.categories.filter((category) => category.eStatus !== 'Deleted');
      return { message: 'categories_success', data, total: data.length };
    },
  }),
];
