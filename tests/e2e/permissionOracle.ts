/**
 * Suite 1, Chromium half: what each role must see on each admin route, written from section 6 of
 * both spec documents (platform.md, catalogue-and-orders.md). It knows the spec's sections (their
 * routes as section 2 lists them, their permission modules) and evaluates the spec's rules on a
 * role's grants itself: it never asks the app's permission functions or tables what is allowed.
 */
import type { Admin, Db } from '../../mock-server/types';
import { OPERATIONS, type ModuleName, type Operation } from '../../src/domain/permissions';
import type { Role } from '../security/roles';

/** The controls of a list that section 6 ties to operations. */
export const CONTROLS = ['status', 'view', 'edit', 'delete', 'add'] as const;
export type Control = (typeof CONTROLS)[number];
type Rule = (ops: ReadonlySet<Operation>) => boolean;
const has =
  (...needed: Operation[]): Rule =>
  (ops) =>
    needed.every((op) => ops.has(op));
const never: Rule = () => false;
const always: Rule = () => true;

interface Section {
  name: string;
  /**
   * The modules whose flags open the section; `'signed-in'` for pages any admin may open. An empty
   * list opens to the super admin only (push: no module of section 3 grants it; docs/api.md).
   */
  modules: readonly ModuleName[] | 'signed-in';
  /** The section's routes as section 2 of the spec lists them (`{id}` written `:id`). */
  routes: readonly string[];
  /** Routes that are edit forms though their path does not say so. */
  editForms?: readonly string[];
  /** A seeded record for the routes' `:id`. */
  record?: (db: Db) => string | undefined;
  /** Section 6's rules for the list controls, on the section's list routes (those without `:id`). */
  controls?: Partial<Record<Control, Rule>>;
  /** Per list route, where one list of a section differs (sell orders: the approved list). */
  controlsFor?: Record<string, Partial<Record<Control, Rule>>>;
}

/**
 * The catalogue lists (catalogue-and-orders.md s.6): View gives the eye, Edit the pencil and the
 * status switch, Delete the remove button, Add the floating plus (gift card, redeem card, category).
 */
const CATALOGUE: Partial<Record<Control, Rule>> = {
  status: has('Edit'),
  view: has('View'),
  edit: has('Edit'),
  delete: has('Delete'),
  add: has('Add'),
};
/** Order lists follow Gift Card Management: status column dropped without Edit; no add button. */
const ORDER_LIST: Partial<Record<Control, Rule>> = { status: has('Edit'), add: never };

const first = <T extends { _id: string }>(items: T[] | undefined, where: (item: T) => boolean = () => true) =>
  items?.find(where)?._id;

export const SECTIONS: readonly Section[] = [
  { name: 'dashboard', modules: ['Dashboard'], routes: ['dashboard'] },
  { name: 'account', modules: 'signed-in', routes: ['user-profile', 'user-changepassword'] },
  { name: 'no permission', modules: 'signed-in', routes: ['nopermission'] },
  { name: 'push', modules: [], routes: ['push'] },
  // The audit trail, beyond the spec: its own module (View), held by the super admin by default.
  { name: 'audit', modules: ['Audit'], routes: ['audit'] },
  {
    name: 'kyc',
    modules: ['Customers'],
    routes: ['kyc/submitted', 'kyc/verified', 'kyc/pending', 'kyc/rejected', 'kyc/verify/:id'],
    record: (db) => first(db.kyc),
  },
  {
    name: 'gift cards',
    modules: ['Gift Card Management'],
    routes: ['giftCards', 'add/card', 'card/:id/:type', 'card/:id', 'card/:id/edit'],
    record: (db) => first(db.giftCards),
    controls: CATALOGUE,
  },
  {
    name: 'categories',
    modules: ['Category Managements'],
    routes: ['category', 'add/category', 'category/:id/:type', 'category/:id', 'category/:id/edit'],
    record: (db) => first(db.categories),
    // "categories: actions column removed without Edit": the eye and the cross need Edit too.
    controls: { ...CATALOGUE, view: has('View', 'Edit'), delete: has('Delete', 'Edit') },
  },
  {
    name: 'redeem cards',
    modules: ['Redeem Card Management'],
    routes: [
      'redeemCards',
      'add/redeemcard',
      'redeemcard/:id/:type',
      'redeemcard/:id',
      'redeemcard/:id/edit',
    ],
    record: (db) => first(db.redeemCards),
    controls: CATALOGUE,
  },
  {
    name: 'sell orders',
    modules: ['Gift Card Management'],
    routes: ['sellcards/pending', 'sellcards/rejected', 'sellcards/approve', 'sellcard/:id'],
    record: (db) => first(db.orders, (order) => order.eType === 'Sell'),
    // "sell-card view link needs View"; the approved list has no status column (its columns, s.2).
    controls: { ...ORDER_LIST, view: has('View') },
    controlsFor: { 'sellcards/approve': { status: never } },
  },
  {
    name: 'buy orders',
    // Order lists use Gift Card Management (catalogue s.6); Gift Card Purchase Request, the module
    // named after buy orders, opens them too (platform.md s.3: View, Accept/Reject).
    modules: ['Gift Card Management', 'Gift Card Purchase Request'],
    routes: ['pending-orders', 'accepted-orders', 'delevered-orders'],
    // View details is in every buy order list's actions, for anyone who can open it (s.2).
    controls: { ...ORDER_LIST, view: always },
  },
  {
    name: 'transactions',
    modules: ['Transaction'],
    routes: ['transactions', 'transaction/:id'],
    record: (db) => first(db.orders, (order) => order.eType === 'Buy'),
    controls: { add: never },
  },
  {
    name: 'wallet transactions',
    modules: ['Transaction'],
    routes: ['wallets-transactions', 'transaction-wallet/:id'],
    record: (db) => first(db.walletTransactions),
    controls: { add: never },
  },
  {
    name: 'customers',
    modules: ['Customers'],
    routes: ['customers', 'customer/:type/:id', 'customer/view/:id', 'customer/edit/:id'],
    record: (db) => first(db.customers, (customer) => !customer.dDeletedAt),
    controls: { ...CATALOGUE, add: never },
  },
  {
    name: 'sub-admins',
    modules: ['Subadmin'],
    // The older user form's add and edit (platform.md s.5 "Older add form", s.7 "Legacy") too.
    routes: ['subadmin', 'subadmin/:id', 'add/subAdmin', 'add/user', 'user/:id'],
    // "edit link to /admin/subadmin/{id}" (platform.md s.2): the record route is the edit form.
    editForms: ['subadmin/:id', 'user/:id'],
    record: (db) => first(db.admins, (admin) => admin.eRole === 'sub'),
    // platform.md s.6: status and pencil need Edit, the cross Delete, the add button Add; no eye.
    controls: { status: has('Edit'), view: never, edit: has('Edit'), delete: has('Delete'), add: has('Add') },
  },
  {
    name: 'settings',
    modules: ['Settings', 'CMS'],
    routes: ['cms'],
    controls: { status: never, view: has('View'), edit: has('Edit'), delete: never, add: never },
  },
];

/** The no-permission page's targets (platform.md s.2 and s.6). */
const NO_PERMISSION_TARGETS: Partial<Record<ModuleName, string>> = {
  'Category Managements': 'category',
  'Gift Card Management': 'giftCards',
  Customers: 'customers',
  Settings: 'cms',
};

/** Segment-wise match without case (react-router's); a `:param` segment on either side matches any. */
export function samePattern(a: string, b: string): boolean {
  const left = a.toLowerCase().split('/');
  const right = b.toLowerCase().split('/');
  return (
    left.length === right.length &&
    left.every((segment, i) => segment === right[i] || segment.startsWith(':') || right[i].startsWith(':'))
  );
}

export const sectionOf = (route: string): Section | undefined =>
  SECTIONS.find((section) => section.routes.some((pattern) => samePattern(pattern, route)));

/** What a page is for, from its path (a pattern or a filled one): a form to add or edit, one record, a page. */
export type PageKind = 'add' | 'edit' | 'record' | 'page';
export function kindOf(path: string): PageKind {
  if (sectionOf(path)?.editForms?.some((form) => samePattern(form, path))) return 'edit';
  const segments = path.toLowerCase().split('/');
  if (segments.includes('add') || segments.includes('create')) return 'add';
  if (segments.includes('edit')) return 'edit';
  return segments.some((segment) => segment.startsWith(':') || /^[0-9a-f]{24}$/.test(segment))
    ? 'record'
    : 'page';
}

/** A role as the oracle sees it: its grants as stored for its admin (the super admin holds all). */
export interface RoleView {
  role: Role;
  admin?: Admin;
}

/** The operations a role holds in a section, read from the stored flags ('true' only grants). */
export function opsIn(view: RoleView, section: Section): Set<Operation> {
  if (view.role.superAdmin) return new Set(OPERATIONS);
  if (section.modules === 'signed-in') return new Set();
  const modules: readonly string[] = section.modules;
  return new Set(
    (view.admin?.aPermissions ?? [])
      .filter((entry) => modules.includes(entry.permissions))
      .flatMap((entry) => entry.operations.filter((op) => op.canOperate === 'true').map((op) => op.name))
      .filter((name): name is Operation => (OPERATIONS as readonly string[]).includes(name)),
  );
}

const sectionNamed = (name: string) => SECTIONS.find((section) => section.name === name) as Section;

/** Where /admin/nopermission sends the role: the first module (stored order) with a flag and a target. */
function noPermissionLanding(view: RoleView): string {
  for (const entry of view.admin?.aPermissions ?? []) {
    const target = NO_PERMISSION_TARGETS[entry.permissions as ModuleName];
    if (target && entry.operations.some((op) => op.canOperate === 'true')) return `/admin/${target}`;
  }
  return '/admin/nopermission';
}

/** Where /admin/dashboard leaves the role: there with View, else the no-permission page's choice. */
function dashboardLanding(view: RoleView): string {
  return opsIn(view, sectionNamed('dashboard')).has('View') ? '/admin/dashboard' : noPermissionLanding(view);
}

/** What must happen on a route: it renders (a form with the right), shows no form, or ends elsewhere. */
export type Outcome = { render: true } | { render: false; noForm: true } | { render: false; to: string };

export function expectedOutcome(view: RoleView, route: string): Outcome {
  if (!view.role.signedIn) return { render: false, to: '/auth/login' };
  const section = sectionOf(route);
  if (!section) throw new Error(`The spec places no route like ${route} in a section`);
  if (section.name === 'no permission') {
    const to = noPermissionLanding(view);
    return to === '/admin/nopermission' ? { render: true } : { render: false, to };
  }
  if (section.modules === 'signed-in') return { render: true };
  const ops = opsIn(view, section);
  if (section.name === 'dashboard' && !ops.has('View'))
    return { render: false, to: noPermissionLanding(view) };
  // "With none of the four flags on a section, the user is redirected to /admin/dashboard."
  if (ops.size === 0) return { render: false, to: dashboardLanding(view) };
  const kind = kindOf(route);
  if ((kind === 'add' && !ops.has('Add')) || (kind === 'edit' && !ops.has('Edit')))
    return { render: false, noForm: true };
  return { render: true };
}

/** Section 6's verdict on each control of a list route, for the controls it rules on. */
export function expectedControls(view: RoleView, route: string): Partial<Record<Control, boolean>> {
  const section = sectionOf(route);
  if (!section?.controls || kindOf(route) !== 'page') return {};
  const rules = { ...section.controls, ...section.controlsFor?.[route] };
  const ops = opsIn(view, section);
  return Object.fromEntries(
    CONTROLS.filter((control) => rules[control]).map((control) => [control, rules[control]?.(ops) === true]),
  );
}

/** "The sidebar hides items whose group has no allowed operation." */
export function expectedInMenu(view: RoleView, path: string): boolean {
  if (!view.role.signedIn) return false;
  const section = sectionOf(path);
  if (!section) throw new Error(`The spec places no menu path like ${path} in a section`);
  return opsIn(view, section).size > 0;
}
