/** Permission subjects for the categories' component tests (never imported by the app). */
import type { AccessSubject } from '../../src/domain/permissions';

const flags = (ops: string[]) =>
  ['View', 'Add', 'Edit', 'Delete'].map((name) => ({ name, canOperate: ops.includes(name) ? 'true' : '' }));

export const EDITOR_LIKE = {
  /** Category Managements View/Add/Edit, no Delete (the seeded editor). */
  editor: {
    isSuperAdmin: false,
    aPermissions: [{ permissions: 'Category Managements', operations: flags(['View', 'Add', 'Edit']) }],
  },
  viewOnly: {
    isSuperAdmin: false,
    aPermissions: [{ permissions: 'Category Managements', operations: flags(['View']) }],
  },
  none: { isSuperAdmin: false, aPermissions: [] },
} satisfies Record<string, AccessSubject>;
