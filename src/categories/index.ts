export { CategoryList } from './CategoryList';
export { CategoryCreate } from './CategoryCreate';
export { CategoryEdit } from './CategoryEdit';
export { CategoryShow } from './CategoryShow';
export { CATEGORY_RESOURCE } from './constants';
