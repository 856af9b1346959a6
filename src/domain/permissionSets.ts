/**
 * Modules, operations and permission sets as the API sends them (platform.md section 3): whether a set
 * grants an operation, whether it is the super admin's, and where the no-permission page sends a user.
 * Pure: no React, no I/O.
 */

export const OPERATIONS = ['View', 'Add', 'Edit', 'Delete', 'Accept/Reject', 'Chat'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Module names exactly as the API spells them (platform.md section 3), with their operations. */
export const MODULE_OPERATIONS = {
  Dashboard: ['View'],
  Customers: ['View', 'Edit', 'Delete'],
  Subadmin: ['View', 'Add', 'Edit', 'Delete'],
  'Loyalty points': ['View', 'Add', 'Edit', 'Delete'],
  'Category Managements': ['View', 'Add', 'Edit', 'Delete'],
  'Gift Card Purchase Request': ['View', 'Accept/Reject'],
  'Gift Card Management': ['View', 'Add', 'Edit', 'Delete'],
  'Redeem Card Management': ['View', 'Add', 'Edit', 'Delete'],
  Transaction: ['View'],
  'Customer Support Chat': ['View', 'Chat'],
  CMS: ['View', 'Edit'],
  Settings: ['View', 'Edit'],
  // Beyond section 3: who may read the audit trail (POST /admin/audit/list, docs/api.md).
  Audit: ['View'],
} as const satisfies Record<string, readonly Operation[]>;

export type ModuleName = keyof typeof MODULE_OPERATIONS;
export const MODULES = Object.keys(MODULE_OPERATIONS) as ModuleName[];

/** Modules the spec's section 3 does not name (proposed extensions): the real API may not know them. */
export const EXTENSION_MODULES: readonly ModuleName[] = ['Audit'];

export interface PermissionOperation {
  name: string;
  /** 'true' grants; '' (or any other text, e.g. 'false') denies. */
  canOperate: string;
}
export interface ModulePermission {
  permissions: string;
  operations: PermissionOperation[];
}
export type PermissionSet = ModulePermission[];

/** A flag counts as granted only when canOperate is exactly the text 'true'. */
export const isGranted = (value: unknown): boolean => value === 'true';

export function can(perms: PermissionSet | undefined, module: ModuleName, operation: Operation): boolean {
  if (!Array.isArray(perms)) return false;
  return perms.some(
    (entry) =>
      entry?.permissions === module &&
      Array.isArray(entry.operations) &&
      entry.operations.some((op) => op?.name === operation && isGranted(op.canOperate)),
  );
}

export function canAny(perms: PermissionSet | undefined, module: ModuleName): boolean {
  return MODULE_OPERATIONS[module].some((op) => can(perms, module, op));
}

/**
 * A permission group of the spec: some screens accept either of two modules
 * (Settings or CMS). Access is granted when any module of the group grants the operation.
 */
export type ModuleGroup = readonly ModuleName[];

export const canInGroup = (perms: PermissionSet | undefined, group: ModuleGroup, operation: Operation) =>
  group.some((module) => can(perms, module, operation));

export const canAnyInGroup = (perms: PermissionSet | undefined, group: ModuleGroup) =>
  group.some((module) => canAny(perms, module));

/** Modules of the spec's section 3, the ones a backend that knows no extension sends. */
export const SPEC_MODULES: readonly ModuleName[] = MODULES.filter((m) => !EXTENSION_MODULES.includes(m));

/**
 * Whether a session belongs to the super admin. The API may say so (`eRole`, an addition of this
 * project's mock); the spec has no such field, but its super admin receives every operation of every
 * module granted (platform.md s.3), which no sub-admin needs to hold: that is the rule without a role.
 */
export function isSuperAdminSession(role: unknown, perms: PermissionSet | undefined): boolean | undefined {
  if (role === 'super') return true;
  if (role !== undefined && role !== null) return false;
  const holdsAll = SPEC_MODULES.every((module) =>
    MODULE_OPERATIONS[module].every((operation) => can(perms, module, operation)),
  );
  return holdsAll ? true : undefined;
}

/**
 * Where the no-permission page sends a user: the first module (in aPermissions order) with any
 * allowed operation, mapped to its admin path. The spec names four mappings; the app passes the
 * paths it actually serves so that the page never redirects to a screen that does not exist.
 */
export const NO_PERMISSION_TARGETS: Partial<Record<ModuleName, string>> = {
  'Category Managements': 'category',
  'Gift Card Management': 'giftCards',
  Customers: 'customers',
  Settings: 'cms',
};

export function firstAllowedPath(
  perms: PermissionSet | undefined,
  servedPaths: readonly string[] = Object.values(NO_PERMISSION_TARGETS),
): string | undefined {
  if (!Array.isArray(perms)) return undefined;
  for (const entry of perms) {
    const module = entry?.permissions as ModuleName;
    const path = NO_PERMISSION_TARGETS[module];
    if (path && servedPaths.includes(path) && canAny(perms, module)) return `/admin/${path}`;
  }
  return undefined;
}

/** A permission set with every operation of every module granted or denied. */
export function fullPermissionSet(granted: boolean): PermissionSet {
  return MODULES.map((module) => ({
    permissions: module,
    operations: MODULE_OPERATIONS[module].map((name) => ({ name, canOperate: granted ? 'true' : '' })),
  }));
}

/** Build a permission set from a compact description, e.g. { 'Category Managements': ['View'] }. */
export function permissionSetFrom(grants: Partial<Record<ModuleName, readonly Operation[]>>): PermissionSet {
  return MODULES.map((module) => ({
    permissions: module,
    operations: MODULE_OPERATIONS[module].map((name) => ({
      name,
      canOperate: grants[module]?.includes(name) ? 'true' : '',
    })),
  }));
}
