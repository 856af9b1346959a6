import { lazy } from 'react';

export { CategoryList } from './CategoryList';
export { CategoryShow } from './CategoryShow';
export { CATEGORY_RESOURCE } from './constants';

// The forms carry the rich-text editor (TipTap) and the codec: loaded when a form opens.
export const CategoryCreate = lazy(() =>
  import('./CategoryCreate').then((module) => ({ default: module.CategoryCreate })),
);
export const CategoryEdit = lazy(() =>
  import('./CategoryEdit').then((module) => ({ default: module.CategoryEdit })),
);
