/**
 * The one permission model, shared by the app (authProvider.canAccess, menu, column hiding,
 * redirects) and the mock server (route guard). Pure: no React, no I/O.
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

/**
 * react-admin resource (or custom page) name -> permission group. Resource names are the spec's list
 * paths where it has one (/admin/subadmin, /admin/category, /admin/giftCards ...), so URLs and names agree.
 */
export const RESOURCE_MODULES = {
  dashboard: ['Dashboard'],
  customers: ['Customers'],
  kyc: ['Customers'],
  subadmin: ['Subadmin'],
  loyalty: ['Loyalty points'],
  category: ['Category Managements'],
  giftCards: ['Gift Card Management'],
  redeemCards: ['Redeem Card Management'],
  // catalogue s.6 opens the order lists with Gift Card Management; the module named after buy orders,
  // Gift Card Purchase Request, grants them too (its Accept/Reject is the fulfilment right, below).
  orders: ['Gift Card Management', 'Gift Card Purchase Request'],
  sellOrders: ['Gift Card Management'],
  transactions: ['Transaction'],
  walletTransactions: ['Transaction'],
  chat: ['Customer Support Chat'],
  settings: ['Settings', 'CMS'],
  // No module of section 3 governs push notifications: by the spec's menu rule the item is shown to
  // any signed-in admin whose role is not known to be a sub-admin's; the API's 403 has the last word
  // (UNGOVERNED_RESOURCES below).
  push: [],
  audit: ['Audit'],
} as const satisfies Record<string, ModuleGroup>;

export type PermissionResource = keyof typeof RESOURCE_MODULES;

/** The actions a screen or a route asks about: react-admin's, plus the review actions of the orders. */
export const ACTIONS = [
  'list',
  'show',
  'export',
  'create',
  'edit',
  'status',
  'delete',
  'chat',
  'accept',
  'review',
] as const;
export type Action = (typeof ACTIONS)[number];
export const isAction = (value: unknown): value is Action => (ACTIONS as readonly unknown[]).includes(value);

/** Action -> the operation it needs in every module of the resource's group (the usual rule). */
export const ACTION_OPERATIONS: Partial<Record<Action, Operation>> = {
  show: 'View',
  export: 'View',
  create: 'Add',
  edit: 'Edit',
  status: 'Edit',
  delete: 'Delete',
  chat: 'Chat',
};

/** One way to hold an action: a module of the resource's group and the operation it needs there. */
export type Grant = readonly [ModuleName, Operation];

/**
 * Actions whose operation differs by module, or that the spec ties to another right (s.6 of both
 * documents). Each lists every (module, operation) that grants it.
 */
export const ACTION_GRANTS: Partial<Record<PermissionResource, Partial<Record<Action, readonly Grant[]>>>> = {
  // Accept, deliver (and the API's reject) of a buy order: Edit of the order lists' module, or what
  // Gift Card Purchase Request's name says.
  orders: {
    accept: [
      ['Gift Card Management', 'Edit'],
      ['Gift Card Purchase Request', 'Accept/Reject'],
    ],
  },
};

/**
 * Actions granted to whoever may open the list: the list itself (any of View/Add/Edit/Delete opens
 * it, s.6: "with none of the four flags the user is redirected") and the sell review ("approve and
 * reject are shown to any user who can open the page").
 */
export const OPEN_WITH_ANY: Partial<Record<PermissionResource, readonly Action[]>> = {
  sellOrders: ['review'],
};

/** Resources no module governs (push): open unless the role is known not to be the super admin's. */
export const UNGOVERNED_RESOURCES: readonly PermissionResource[] = ['push'];

export interface AccessSubject {
  /**
   * true: the super admin, who holds every right. false: known to be a sub-admin. undefined: the API
   * did not say (the spec has no role field); module rights still come from aPermissions.
   */
  isSuperAdmin?: boolean;
  aPermissions?: PermissionSet;
  /** Resources the API refused this session with a 403 although no module governs them (push). */
  refused?: readonly string[];
}

const groupOf = (resource: string): ModuleGroup | undefined =>
  (RESOURCE_MODULES as Record<string, ModuleGroup>)[resource];

export function canAccess(subject: AccessSubject, params: { resource: string; action: string }): boolean {
  const { resource, action } = params;
  if (subject.refused?.includes(resource)) return false;
  if (subject.isSuperAdmin) return true;
  const group = groupOf(resource);
  if (!group) return false;
  if ((UNGOVERNED_RESOURCES as readonly string[]).includes(resource)) return subject.isSuperAdmin !== false;
  if (!isAction(action)) return false;
  if (action === 'list' || OPEN_WITH_ANY[resource as PermissionResource]?.includes(action))
    return canAnyInGroup(subject.aPermissions, group);
  const grants = ACTION_GRANTS[resource as PermissionResource]?.[action];
  if (grants) return grants.some(([module, operation]) => can(subject.aPermissions, module, operation));
  const operation = ACTION_OPERATIONS[action];
  return operation !== undefined && canInGroup(subject.aPermissions, group, operation);
}

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

/**
 * A link is shown when its permission group grants any operation (platform.md section 6), which is
 * the rule that opens its list: the menu never offers a page that would send the user away.
 */
export function canSeeResource(subject: AccessSubject | undefined, resource: PermissionResource): boolean {
  return subject !== undefined && canAccess(subject, { resource, action: 'list' });
}
