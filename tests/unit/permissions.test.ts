import { describe, expect, it } from 'vitest';
import {
  MODULES,
  MODULE_OPERATIONS,
  can,
  canAccess,
  canAny,
  canInGroup,
  firstAllowedPath,
  fullPermissionSet,
  permissionSetFrom,
  type PermissionSet,
} from '../../src/domain/permissions';

const editor = permissionSetFrom({
  'Category Managements': ['View', 'Add', 'Edit'],
  'Gift Card Management': ['View'],
});

describe('can', () => {
  it("grants only when canOperate is exactly the text 'true'", () => {
    const perms: PermissionSet = [
      {
        permissions: 'Customers',
        operations: [
          { name: 'View', canOperate: 'true' },
          { name: 'Edit', canOperate: 'false' },
          { name: 'Delete', canOperate: '' },
        ],
      },
    ];
    expect(can(perms, 'Customers', 'View')).toBe(true);
    expect(can(perms, 'Customers', 'Edit')).toBe(false);
    expect(can(perms, 'Customers', 'Delete')).toBe(false);
    expect(can(perms, 'Subadmin', 'View')).toBe(false);
  });

  it('rejects truthy values that are not the text true', () => {
    const perms = [
      { permissions: 'Customers', operations: [{ name: 'View', canOperate: true as unknown as string }] },
    ];
    expect(can(perms, 'Customers', 'View')).toBe(false);
  });

  it('survives malformed permission lists', () => {
    expect(can(undefined, 'Dashboard', 'View')).toBe(false);
    expect(can('x' as unknown as PermissionSet, 'Dashboard', 'View')).toBe(false);
    expect(can([null, { permissions: 'Dashboard' }] as unknown as PermissionSet, 'Dashboard', 'View')).toBe(
      false,
    );
  });
});

describe('permission sets', () => {
  it('full set grants every operation of every module of section 3', () => {
    const all = fullPermissionSet(true);
    for (const module of MODULES) {
      for (const op of MODULE_OPERATIONS[module]) expect(can(all, module, op)).toBe(true);
    }
    const none = fullPermissionSet(false);
    expect(MODULES.some((m) => canAny(none, m))).toBe(false);
  });

  it('builds the seeded editor: category View/Add/Edit, gift cards View only', () => {
    expect(can(editor, 'Category Managements', 'Edit')).toBe(true);
    expect(can(editor, 'Category Managements', 'Delete')).toBe(false);
    expect(can(editor, 'Gift Card Management', 'View')).toBe(true);
    expect(can(editor, 'Gift Card Management', 'Edit')).toBe(false);
    expect(canAny(editor, 'Dashboard')).toBe(false);
  });
});

describe('canAccess', () => {
  it('maps react-admin actions to operations', () => {
    const subject = { aPermissions: editor };
    expect(canAccess(subject, { resource: 'category', action: 'list' })).toBe(true);
    expect(canAccess(subject, { resource: 'category', action: 'show' })).toBe(true);
    expect(canAccess(subject, { resource: 'category', action: 'create' })).toBe(true);
    expect(canAccess(subject, { resource: 'category', action: 'edit' })).toBe(true);
    expect(canAccess(subject, { resource: 'category', action: 'delete' })).toBe(false);
    expect(canAccess(subject, { resource: 'giftCards', action: 'edit' })).toBe(false);
    expect(canAccess(subject, { resource: 'dashboard', action: 'list' })).toBe(false);
  });

  it('denies unknown resources and actions, even with every flag', () => {
    const subject = { aPermissions: fullPermissionSet(true) };
    expect(canAccess(subject, { resource: 'nothing', action: 'list' })).toBe(false);
    expect(canAccess(subject, { resource: 'dashboard', action: 'fly' })).toBe(false);
  });

  it('lets the super admin do everything', () => {
    expect(canAccess({ isSuperAdmin: true }, { resource: 'subadmin', action: 'delete' })).toBe(true);
  });

  it('accepts either module of the Settings group', () => {
    const cmsOnly = permissionSetFrom({ CMS: ['Edit'] });
    expect(canInGroup(cmsOnly, ['Settings', 'CMS'], 'Edit')).toBe(true);
    expect(canAccess({ aPermissions: cmsOnly }, { resource: 'settings', action: 'edit' })).toBe(true);
    expect(canAccess({ aPermissions: cmsOnly }, { resource: 'settings', action: 'list' })).toBe(false);
  });
});

describe('firstAllowedPath', () => {
  it('follows aPermissions order and the spec mapping', () => {
    expect(firstAllowedPath(editor)).toBe('/admin/category');
    const customersFirst: PermissionSet = [
      { permissions: 'Customers', operations: [{ name: 'Delete', canOperate: 'true' }] },
      ...editor,
    ];
    expect(firstAllowedPath(customersFirst)).toBe('/admin/customers');
  });

  it('skips modules whose screens are not served and modules without a mapping', () => {
    expect(firstAllowedPath(editor, ['giftCards'])).toBe('/admin/giftCards');
    expect(firstAllowedPath(editor, [])).toBeUndefined();
    expect(firstAllowedPath(permissionSetFrom({ Dashboard: ['View'] }))).toBeUndefined();
    expect(firstAllowedPath(fullPermissionSet(false))).toBeUndefined();
  });
});
