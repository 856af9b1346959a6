/** /admin/category/{id}/edit: 'Edit Gift Card', button Update (needs Edit). */
import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CategoryAccess } from './CategoryAccess';
import { CATEGORY_RESOURCE } from './constants';
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
      mutationOptions={after.mutationOptions}
    >
      <CategoryForm mode="edit" saved={after.saved} />
    </Edit>
  );
}

export function CategoryEdit() {
  const { id = '' } = useParams();
  return (
    <CategoryAccess action="edit">
      <EditView id={id} />
    </CategoryAccess>
  );
}
