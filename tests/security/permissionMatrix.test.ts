/**
 * Suite 1 (API half): the permission matrix. Every route of the mock's one table x every role,
 * with the expected answer derived from the route's declared access by an oracle written here
 * against the spec's module/operation model (not the server's own evaluator). A denied call must
 * answer 401/403 even for an unknown id (permission before existence) and leave the data file as
 * it was; an allowed call must not answer 401/403 ('authenticated' means every signed-in admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedAccess } from '../../mock-server/auth';
import type { Route } from '../../mock-server/routeTable';
import { ROUTES } from '../../mock-server/routes/index';
import { RESOURCE_MODULES, type Action, type PermissionResource } from '../../src/domain/permissions';
import { answerProblems, fillPath, mintSession, startSecurityMock, type SecurityMock } from './harness';
import { ROLES, setUpRoles, type Role } from './roles';

/** The spec's rule, evaluated on the role's grants: independent of the server's authorize(). */
function grants(role: Role, access: GuardedAccess, params: Record<string, string>): boolean {
  if (role.superAdmin) return true;
  if (access === 'superAdmin') return false;
  if ('anyOf' in access) return access.anyOf.some((rule) => grants(role, rule, params));
  if ('param' in access) {
    const value = params[access.param];
    const rule = Object.hasOwn(access.cases, value) ? access.cases[value] : access.otherwise;
    return grants(role, rule, params);
  }
  if ('resource' in access) return resourceGrants(role, access.resource, access.action);
  const modules = typeof access.module === 'string' ? [access.module] : access.module;
  return modules.some((module) => role.grants?.[module]?.includes(access.operation) === true);
}

/** The spec's section 6 rules for a screen's action, written out here rather than imported. */
function resourceGrants(role: Role, resource: PermissionResource, action: Action): boolean {
  const modules = RESOURCE_MODULES[resource];
  const holds = (module: string, operation: string) =>
    role.grants?.[module as keyof NonNullable<Role['grants']>]?.includes(operation as never) === true;
  const holdsAny = modules.some((module) => (role.grants?.[module]?.length ?? 0) > 0);
  // A list opens with any operation; a sell order's review is open to whoever opens the page.
  if (action === 'list' || (resource === 'sellOrders' && action === 'review')) return holdsAny;
  if (resource === 'orders' && action === 'accept')
    return holds('Gift Card Management', 'Edit') || holds('Gift Card Purchase Request', 'Accept/Reject');
  const operation = {
    show: 'View',
    export: 'View',
    create: 'Add',
    edit: 'Edit',
    status: 'Edit',
    delete: 'Delete',
    chat: 'Chat',
  }[action as string];
  return operation !== undefined && modules.some((module) => holds(module, operation));
}

type Expected = 'same for everyone' | 'allowed' | 401 | 403;

function expected(route: Route, role: Role, params: Record<string, string>): Expected {
  if (route.access === 'public') return 'same for everyone';
  if (!role.signedIn) return 401;
  if (route.access === 'authenticated') return 'allowed';
  return grants(role, route.access, params) ? 'allowed' : 403;
}

/** The values worth trying for each parameter a rule depends on: every case and one unknown value. */
function paramCases(access: Route['access']): Record<string, string>[] {
  const found: Record<string, string[]> = {};
  const walk = (rule: Route['access']) => {
    if (typeof rule !== 'object') return;
    if ('anyOf' in rule) rule.anyOf.forEach(walk);
    if ('param' in rule) {
      found[rule.param] = [...Object.keys(rule.cases), 'not-a-known-value'];
      Object.values(rule.cases).forEach(walk);
      walk(rule.otherwise);
    }
  };
  walk(access);
  return Object.entries(found).reduce<Record<string, string>[]>(
    (combos, [param, values]) =>
      combos.flatMap((combo) => values.map((value) => ({ ...combo, [param]: value }))),
    [{}],
  );
}

interface Cell {
  route: Route;
  params: Record<string, string>;
  role: Role;
}

const CELLS: Cell[] = ROUTES.flatMap((route) =>
  paramCases(route.access).flatMap((params) => ROLES.map((role) => ({ route, params, role }))),
);
const where = (cell: Cell) =>
  `${cell.route.method.toUpperCase()} ${fillPath(cell.route.path, cell.params)} as ${cell.role.name}`;

describe('permission matrix: every route x every role', () => {
  let mock: SecurityMock;
  /** One live token per cell: a cell that logs out or changes a session cannot affect another. */
  const tokens = new Map<Cell, string | undefined>();
  let toLogOut: string[] = [];
  const figure = { cells: 0, leaks: 0, overDenied: 0, failures: [] as string[] };

  beforeAll(async () => {
    mock = await startSecurityMock((db) => {
      const roles = setUpRoles(db);
      for (const cell of CELLS) {
        const admin = roles.admins.get(cell.role);
        tokens.set(cell, admin ? mintSession(db, admin._id) : roles.deadToken(cell.role));
      }
      toLogOut = roles.toLogOut;
    });
    for (const token of toLogOut) {
      const logout = await mock.send('get', '/admin/logout', { token });
      expect(logout.status).toBe(200);
    }
  });

  afterAll(async () => {
    console.log(
      `[security] permission matrix: ${figure.cells} cells checked over ${ROUTES.length} routes and ` +
        `${ROLES.length} roles, ${figure.leaks} leaks, ${figure.overDenied} over-denials`,
    );
    await mock?.stop();
  });

  it('answers every cell as the route table declares, and a denied call changes nothing', async () => {
    const publicStatuses = new Map<string, Set<number>>();
    let hash: string | undefined;
    for (const cell of CELLS) {
      const want = expected(cell.route, cell.role, cell.params);
      const denied = want === 401 || want === 403;
      if (denied) hash ??= await mock.dataHash();
      const answer = await mock.send(cell.route.method, fillPath(cell.route.path, cell.params), {
        token: tokens.get(cell),
        body: cell.route.body ? {} : undefined,
      });
      figure.cells += 1;
      const problems = answerProblems(answer);
      if (denied) {
        if (answer.status !== want) problems.push(`expected ${want}, got ${answer.status} (leak)`);
        else if ((await mock.dataHash()) !== hash)
          problems.push('a denied call changed the data file (leak)');
        if (problems.some((problem) => problem.endsWith('(leak)'))) figure.leaks += 1;
      } else {
        hash = undefined;
        if (want === 'allowed' && (answer.status === 401 || answer.status === 403)) {
          figure.overDenied += 1;
          problems.push(`allowed by the table, got ${answer.status}: declare the route's real rule`);
        }
        if (want === 'same for everyone') {
          const key = `${cell.route.method} ${fillPath(cell.route.path, cell.params)}`;
          publicStatuses.set(key, (publicStatuses.get(key) ?? new Set()).add(answer.status));
        }
      }
      for (const problem of problems) figure.failures.push(`${where(cell)}: ${problem}`);
    }
    for (const [key, statuses] of publicStatuses) {
      if (statuses.size > 1)
        figure.failures.push(`${key}: a public route answers by caller (${[...statuses]})`);
    }
    expect(figure.failures).toEqual([]);
    expect(figure.leaks).toBe(0);
    expect(figure.cells).toBe(CELLS.length);
  });
});
