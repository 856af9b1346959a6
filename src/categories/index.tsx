/** Gift card categories (platform.md s.2): list, view at {id} and {id}/{type}, edit at {id}/edit, add at /admin/add/category. */
import CategoryIcon from '@mui/icons-material/Category';
import ViewListIcon from '@mui/icons-material/ViewList';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { FeatureModule } from '../common/feature';
import { CATEGORY_CREATE_PAGE, CATEGORY_RESOURCE } from './constants';
import { endpoints } from './endpoints';
import { lazyView } from '../common/lazyView';
import {
  categoryCreateModule,
  categoryEditModule,
  categoryListModule,
  categoryShowModule,
} from './pageModules';

export { CATEGORY_RESOURCE };

// The forms carry the rich-text editor (Quill) and the codec: loaded when a form opens.
const CategoryCreate = lazyView(categoryCreateModule, 'CategoryCreate');
const CategoryEdit = lazyView(categoryEditModule, 'CategoryEdit');
const CategoryList = lazyView(categoryListModule, 'CategoryList');
const CategoryShow = lazyView(categoryShowModule, 'CategoryShow');

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
