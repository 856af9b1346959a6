import type { SvgIconComponent } from '@mui/icons-material';
import { describe, expect, it } from 'vitest';
import { fullPermissionSet, permissionSetFrom, type AccessSubject } from '../../src/domain/permissions';
import { canSeeResource } from '../../src/domain/permissions';
import { servedModulePaths, visibleMenu } from '../../src/layout/menuAccess';
import { MENU, type MenuEntry } from '../../src/layout/menuItems';

const icon = (() => null) as unknown as SvgIconComponent;
const TABLE: MenuEntry[] = [
  { path: 'dashboard', label: 'd', icon, resource: 'dashboard' },
  {
    label: 'g',
    icon,
    children: [
      { path: 'category', label: 'c', icon, resource: 'category' },
      { path: 'cms', label: 's', icon, resource: 'settings' },
    ],
  },
];

const sub = (grants: Parameters<typeof permissionSetFrom>[0]): AccessSubject => ({
  aPermissions: permissionSetFrom(grants),
});

describe('menu access', () => {
  it('shows a link when its group grants any operation, not only View', () => {
    expect(canSeeResource(sub({ 'Category Managements': ['Delete'] }), 'category')).toBe(true);
    expect(canSeeResource(sub({ 'Category Managements': [] }), 'category')).toBe(false);
    expect(canSeeResource(sub({ CMS: ['Edit'] }), 'settings')).toBe(true);
    expect(canSeeResource(undefined, 'dashboard')).toBe(false);
    expect(canSeeResource({ isSuperAdmin: true }, 'dashboard')).toBe(true);
  });

  it("keeps only a group's allowed children and drops empty groups", () => {
    expect(visibleMenu(TABLE, sub({ Settings: ['View'] }))).toEqual([
      { label: 'g', icon, children: [{ path: 'cms', label: 's', icon, resource: 'settings' }] },
    ]);
    expect(visibleMenu(TABLE, sub({ Dashboard: ['View'] }))).toEqual([TABLE[0]]);
    expect(visibleMenu(TABLE, sub({}))).toEqual([]);
    expect(visibleMenu(TABLE, { aPermissions: fullPermissionSet(true) })).toEqual(TABLE);
  });

  it('lists every served module path, inside groups too', () => {
    expect(servedModulePaths(TABLE)).toEqual(['dashboard', 'category', 'cms']);
    // The dashboard comes first; the no-permission page's targets are all served.
    expect(servedModulePaths(MENU)[0]).toBe('dashboard');
    expect(servedModulePaths(MENU)).toEqual(
      expect.arrayContaining([
        'subadmin',
        'customers',
        'category',
        'giftCards',
        'redeemCards',
        'pending-orders',
      ]),
    );
  });
});
