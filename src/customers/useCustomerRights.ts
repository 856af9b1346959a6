import { useCanAccess } from 'react-admin';

/**
 * The Customers group's operations for the current user (catalogue-and-orders.md s.6), for the
 * customer screens and the KYC screens alike (both are the Customers group: platform.md s.6).
 */
export function useCustomerRights(resource: 'customers' | 'kyc' = 'customers') {
  const view = useCanAccess({ resource, action: 'show' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const del = useCanAccess({ resource, action: 'delete' });
  return {
    isPending: view.isPending || edit.isPending || del.isPending,
    canView: view.canAccess === true,
    canEdit: edit.canAccess === true,
    canDelete: del.canAccess === true,
    get any() {
      return this.canView || this.canEdit || this.canDelete;
    },
  };
}
