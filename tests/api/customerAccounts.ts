/** Seeded sub-admins picked by their Customers rights (the seed is deterministic; all share one password). */
import { can } from '../../src/domain/permissions';
import { SUBADMIN_PASSWORD } from '../../mock-server/seed';
import type { Db } from '../../mock-server/types';

export function subAdminWith(db: Db, view: boolean, edit: boolean, del?: boolean) {
  const admin = db.admins.find(
    (item) =>
      item.eRole === 'sub' &&
      item.eStatus === 'y' &&
      can(item.aPermissions, 'Customers', 'View') === view &&
      can(item.aPermissions, 'Customers', 'Edit') === edit &&
      (del === undefined || can(item.aPermissions, 'Customers', 'Delete') === del),
  );
  if (!admin) throw new Error('no seeded sub-admin with these Customers rights');
  return { sEmail: admin.sEmail, sPassword: SUBADMIN_PASSWORD };
}
