/** /admin/add/category: 'Create Gift Card', button Submit (needs Add). */
import { CanAccess, Create } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { CATEGORY_LIST_PATH, CATEGORY_RESOURCE } from './constants';
import { CategoryForm } from './CategoryForm';
import { useSavedRedirect } from './useSavedRedirect';

function CreateView() {
  const after = useSavedRedirect('gd.catalogue.form.created');
  return (
    <Create
      resource={CATEGORY_RESOURCE}
      title="gd.catalogue.form.create"
      redirect={false}
      mutationOptions={{ onSuccess: after.onSuccess, onError: after.onError }}
    >
      <CategoryForm mode="create" saved={after.saved} />
    </Create>
  );
}

export function CategoryCreate() {
  return (
    <CanAccess
      resource={CATEGORY_RESOURCE}
      action="create"
      accessDenied={<Navigate to={CATEGORY_LIST_PATH} replace />}
    >
      <CreateView />
    </CanAccess>
  );
}
