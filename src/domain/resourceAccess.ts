/**
 * Which screens and routes a session may use: react-admin resources and actions mapped to the modules
 * and operations of platform.md section 3 (canAccess), for the app's authProvider and menu and the
 * mock's route guard alike. Pure: no React, no I/O.
 */
import {
  can,
  canInGroup,
  canAnyInGroup,
  type ModuleGroup,
  type ModuleName,
  type Operation,
  type PermissionSet,
} from './permissionSets';

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

/**
 * A link is shown when its permission group grants any operation (platform.md section 6), which is
 * the rule that opens its list: the menu never offers a page that would send the user away.
 */
export function canSeeResource(subject: AccessSubject | undefined, resource: PermissionResource): boolean {
  return subject !== undefined && canAccess(subject, { resource, action: 'list' });
}
