/** /admin/category/{id}/edit: 'Edit Gift Card', button Update (needs Edit). */
import { CanAccess, Edit } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { CATEGORY_LIST_PATH, CATEGORY_RESOURCE } from './constants';
import { CategoryForm } from './CategoryForm';
import { useSavedRedirect } from './useSavedRedirect';

function EditView({ id }: { id: string }) {
  const after = useSavedRedirect('gd.catalogue.form.updated');
  return (
    <Edit
      resource={CATEGORY_RESOURCE}
      id={id}
      title="gd.catalogue.form.edit"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: after.onSuccess, onError: after.onError }}
    >
      <CategoryForm mode="edit" saved={after.saved} />
    </Edit>
  );
}

export function CategoryEdit() {
  const { id = '' } = useParams();
  return (
    <CanAccess
      resource={CATEGORY_RESOURCE}
      action="edit"
      accessDenied={<Navigate to={CATEGORY_LIST_PATH} replace />}
    >
      <EditView id={id} />
    </CanAccess>
  );
}
