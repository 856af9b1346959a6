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
  isSuperAdminSession,
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
    // A list opens with any operation of its group (s.6): Edit alone opens the Settings list.
    expect(canAccess({ aPermissions: cmsOnly }, { resource: 'settings', action: 'list' })).toBe(true);
    expect(canAccess({ aPermissions: cmsOnly }, { resource: 'settings', action: 'show' })).toBe(false);
  });

  it('opens a list with any of View, Add, Edit, Delete (s.6), and nothing more', () => {
    const editOnly = { aPermissions: permissionSetFrom({ Customers: ['Edit'] }) };
    expect(canAccess(editOnly, { resource: 'customers', action: 'list' })).toBe(true);
    expect(canAccess(editOnly, { resource: 'kyc', action: 'list' })).toBe(true);
    expect(canAccess(editOnly, { resource: 'customers', action: 'show' })).toBe(false);
    expect(canAccess(editOnly, { resource: 'customers', action: 'delete' })).toBe(false);
    expect(canAccess(editOnly, { resource: 'subadmin', action: 'list' })).toBe(false);
  });

  it('grants buy-order fulfilment by Gift Card Management Edit or Gift Card Purchase Request Accept/Reject', () => {
    const purchase = { aPermissions: permissionSetFrom({ 'Gift Card Purchase Request': ['Accept/Reject'] }) };
    const purchaseView = { aPermissions: permissionSetFrom({ 'Gift Card Purchase Request': ['View'] }) };
    const cardsEdit = { aPermissions: permissionSetFrom({ 'Gift Card Management': ['Edit'] }) };
    const cardsView = { aPermissions: permissionSetFrom({ 'Gift Card Management': ['View'] }) };
    expect(canAccess(purchase, { resource: 'orders', action: 'accept' })).toBe(true);
    expect(canAccess(purchase, { resource: 'orders', action: 'list' })).toBe(true);
    expect(canAccess(purchaseView, { resource: 'orders', action: 'show' })).toBe(true);
    expect(canAccess(purchaseView, { resource: 'orders', action: 'accept' })).toBe(false);
    expect(canAccess(cardsEdit, { resource: 'orders', action: 'accept' })).toBe(true);
    expect(canAccess(cardsView, { resource: 'orders', action: 'accept' })).toBe(false);
    // Purchase requests are buy orders: the module opens neither sell orders nor gift cards.
    expect(canAccess(purchase, { resource: 'sellOrders', action: 'list' })).toBe(false);
    expect(canAccess(purchase, { resource: 'giftCards', action: 'list' })).toBe(false);
  });

  it('offers the sell review to whoever can open the sell lists (catalogue s.6)', () => {
    const cardsView = { aPermissions: permissionSetFrom({ 'Gift Card Management': ['View'] }) };
    const cardsAdd = { aPermissions: permissionSetFrom({ 'Gift Card Management': ['Add'] }) };
    expect(canAccess(cardsView, { resource: 'sellOrders', action: 'review' })).toBe(true);
    expect(canAccess(cardsAdd, { resource: 'sellOrders', action: 'review' })).toBe(true);
    expect(canAccess({ aPermissions: [] }, { resource: 'sellOrders', action: 'review' })).toBe(false);
  });

  it('denies unknown actions and resources', () => {
    const everything = { aPermissions: fullPermissionSet(true) };
    expect(canAccess(everything, { resource: 'category', action: 'approve' })).toBe(false);
    expect(canAccess(everything, { resource: 'nothing', action: 'list' })).toBe(false);
  });

  it('shows push, which no module governs, unless the role is known to be a sub-admin or the API refused it', () => {
    const none = { aPermissions: [] };
    expect(canAccess({ ...none, isSuperAdmin: undefined }, { resource: 'push', action: 'create' })).toBe(
      true,
    );
    expect(canAccess({ ...none, isSuperAdmin: false }, { resource: 'push', action: 'create' })).toBe(false);
    expect(canAccess({ ...none, isSuperAdmin: true }, { resource: 'push', action: 'create' })).toBe(true);
    expect(
      canAccess({ ...none, isSuperAdmin: true, refused: ['push'] }, { resource: 'push', action: 'create' }),
    ).toBe(false);
  });
});

describe('isSuperAdminSession', () => {
  it('believes a role when there is one', () => {
    expect(isSuperAdminSession('super', [])).toBe(true);
    expect(isSuperAdminSession('sub', fullPermissionSet(true))).toBe(false);
  });

  it('without a role, recognises the super admin by every spec operation granted (platform.md s.3)', () => {
    expect(isSuperAdminSession(undefined, fullPermissionSet(true))).toBe(true);
    // A spec backend knows no extension module: the full spec set is enough.
    const specOnly = fullPermissionSet(true).filter((entry) => entry.permissions !== 'Audit');
    expect(isSuperAdminSession(undefined, specOnly)).toBe(true);
    const oneShort = specOnly.map((entry) =>
      entry.permissions === 'Transaction'
        ? { ...entry, operations: [{ name: 'View', canOperate: '' }] }
        : entry,
    );
    // Unknown, not false: push stays offered until the API says no.
    expect(isSuperAdminSession(undefined, oneShort)).toBeUndefined();
    expect(isSuperAdminSession(null, undefined)).toBeUndefined();
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
