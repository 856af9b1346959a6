/** Gift card categories (platform.md s.2): list, view at {id} and {id}/{type}, edit at {id}/edit, add at /admin/add/category. */
import CategoryIcon from '@mui/icons-material/Category';
import ViewListIcon from '@mui/icons-material/ViewList';
import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { CategoryList } from './CategoryList';
import { CategoryShow } from './CategoryShow';
import { CATEGORY_CREATE_PAGE, CATEGORY_RESOURCE } from './constants';
import { endpoints } from './endpoints';

export { CATEGORY_RESOURCE };

// The forms carry the rich-text editor (TipTap) and the codec: loaded when a form opens.
const CategoryCreate = lazy(() =>
  import('./CategoryCreate').then((module) => ({ default: module.CategoryCreate })),
);
const CategoryEdit = lazy(() =>
  import('./CategoryEdit').then((module) => ({ default: module.CategoryEdit })),
);

export const categoriesFeature: FeatureModule = {
  name: 'categories',
  endpoints,
  resources: [CATEGORY_RESOURCE],
  pages: { categoryCreate: CATEGORY_CREATE_PAGE },
  menu: [
    {
      label: 'gd.layout.menu.categories',
      icon: CategoryIcon,
      children: [
        {
          path: CATEGORY_RESOURCE,
          label: 'gd.catalogue.menu.list',
          icon: ViewListIcon,
          resource: 'category',
        },
      ],
    },
  ],
  routes: (
    <>
      <Resource name={CATEGORY_RESOURCE} list={CategoryList}>
        <Route path=":id/edit" element={<CategoryEdit />} />
        <Route path=":id/:type" element={<CategoryShow />} />
        <Route path=":id" element={<CategoryShow />} />
      </Resource>
      <CustomRoutes>
        <Route path={CATEGORY_CREATE_PAGE} element={<CategoryCreate />} />
      </CustomRoutes>
    </>
  ),
};
