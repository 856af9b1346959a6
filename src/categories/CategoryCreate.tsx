/** /admin/add/category: 'Create Gift Card', button Submit (needs Add). */
import { Create } from 'react-admin';
import { CategoryAccess } from './CategoryAccess';
import { CATEGORY_RESOURCE } from './constants';
import { CategoryForm } from './CategoryForm';
import { useSavedRedirect } from './useSavedRedirect';

function CreateView() {
  const after = useSavedRedirect('gd.catalogue.form.created');
  return (
    <Create
      resource={CATEGORY_RESOURCE}
      title="gd.catalogue.form.create"
      redirect={false}
      mutationOptions={after.mutationOptions}
    >
      <CategoryForm mode="create" saved={after.saved} />
    </Create>
  );
}

export function CategoryCreate() {
  return (
    <CategoryAccess action="create">
      <CreateView />
    </CategoryAccess>
  );
}
