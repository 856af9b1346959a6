/**
 * Suite 1, Chromium half (@security): every admin route x every role of the API half
 * (tests/security/roles.ts) renders, hides or redirects as section 6 of both spec documents says.
 * The routes come from the app's tables (ALL_PAGES, the menu) plus the record routes the spec's
 * section 2 lists; the verdicts from permissionOracle.ts, which reads the spec's rules, not the
 * app's. One browser context per role; the app moves between routes in the page (history API), so a
 * role costs one load. A refused role gets a fresh dead token on every route (the app's logout after
 * a 401 may end the session it used).
 */
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../mock-server/types';
import { startMock, type RunningMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { TOKEN_KEY } from '../../src/api/session';
import { isMenuGroup, MENU } from '../../src/layout/menuItems';
import { ALL_PAGES } from '../../src/features';
import { ROLES, mintSession, setUpRoles, type Role } from '../security/roles';
import { E2E_ENV } from './env';
import { probe, settle, trackRequests, type Seen } from './permissionProbe';
import {
  CONTROLS,
  SECTIONS,
  expectedControls,
  expectedInMenu,
  expectedOutcome,
  kindOf,
  samePattern,
  sectionOf,
  type Outcome,
  type RoleView,
} from './permissionOracle';

const MENU_PATHS = MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry])).map(
  (l) => l.path,
);
const APP_ROUTES = [...new Set([...Object.values(ALL_PAGES), ...MENU_PATHS])];

interface Visit {
  pattern: string;
  path: string;
}

/** Every route to visit, with its parameters filled from the seeded data; throws on a route the spec cannot place. */
function visits(db: Db): Visit[] {
  const unplaced = APP_ROUTES.filter((route) => !sectionOf(route));
  if (unplaced.length > 0)
    throw new Error(`Routes the oracle cannot place (add them to a section): ${unplaced.join(', ')}`);
  const patterns = [...APP_ROUTES, ...SECTIONS.flatMap((section) => section.routes)];
  const byPath = new Map<string, Visit>();
  for (const pattern of patterns) {
    const section = sectionOf(pattern);
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      // The spec's /card/{id}/{type} is the edit form ("(edit)", platform.md s.2).
      if (name === 'type') return 'edit';
      const id = name === 'id' ? section?.record?.(db) : undefined;
      if (!id) throw new Error(`No value for :${name} of ${pattern}`);
      return id;
    });
    if (!byPath.has(path.toLowerCase())) byPath.set(path.toLowerCase(), { pattern, path });
  }
  return [...byPath.values()];
}

interface Prepared {
  url: string;
  db: Db;
  visits: Visit[];
  views: Map<Role, RoleView>;
  /** The token a role's context holds on a route (`undefined`: none). */
  token(role: Role, visit: Visit): string | undefined;
}

const test = base.extend<object, { prepared: Prepared }>({
  prepared: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-matrix-'));
      const dataFile = join(dir, 'data.json');
      const db = JSON.parse(readFileSync(process.env[E2E_ENV.pristineData] ?? '', 'utf8')) as Db;
      const roles = setUpRoles(db);
      const routes = visits(db);
      const tokens = new Map<string, string | undefined>();
      const key = (role: Role, visit: Visit) => `${role.name} ${visit.path}`;
      const views = new Map(ROLES.map((role) => [role, { role, admin: roles.admins.get(role) }]));
      for (const role of ROLES) {
        const live = roles.admins.get(role);
        const session = live ? mintSession(db, live._id) : undefined;
        for (const visit of routes) tokens.set(key(role, visit), session ?? roles.deadToken(role));
      }
      writeFileSync(dataFile, JSON.stringify(db));
      let mock: RunningMock | undefined;
      try {
        mock = await startMock({ root: ROOT, dataFile, serveDist: true, quiet: true });
        for (const token of roles.toLogOut) {
          const answer = await fetch(`${mock.url}/api/v1/admin/logout`, {
            headers: { Authorization: token },
          });
          if (answer.status !== 200) throw new Error(`logout answered ${answer.status}`);
        }
        await provide({
          url: mock.url,
          db,
          visits: routes,
          views,
          token: (role, visit) => tokens.get(key(role, visit)),
        });
      } finally {
        await mock?.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

const figure = { cells: 0, pages: 0, menu: 0, controls: 0, leaks: 0, overDenials: 0, refusedCalls: 0 };

// Twenty contexts: traces and failure screenshots would only weigh; the failure list says where.
test.use({ trace: 'off', screenshot: 'off' });

const printFigure = (routes: number, roles: number) =>
  console.log(
    `[security] suite 1 permission matrix (Chromium): ${figure.cells} cells checked over ` +
      `${routes} routes and ${roles} roles (${figure.pages} pages, ${figure.menu} ` +
      `menu entries, ${figure.controls} list controls), ${figure.leaks} leaks, ${figure.overDenials} over-denials, ` +
      `${figure.refusedCalls} API calls refused (403) on the way`,
  );

/**
 * Moves the app to `path` in the page (history API, as its own links do), with `token` (or none) in
 * local storage first: one page load per role instead of one per route.
 */
async function go(page: Page, path: string, token: string | undefined) {
  await page.evaluate(
    ({ key, path, token }) => {
      if (token === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, token);
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { key: TOKEN_KEY, path, token },
  );
}

/** Roles a test checks at once, each in its own context: most of a page's time is waiting for the mock. */
const PARALLEL_ROLES = 2;
/** Pictures play no part in what is shown or hidden; not loading them spares the shared machine. */
const PICTURES = /\.(png|jpe?g|gif|webp|svg|ico)(\?|$)/i;

interface Tally {
  failures: string[];
  /** One judged cell: shown where hidden is wanted is a leak, hidden where shown is wanted an over-denial. */
  judge(where: string, shown: boolean, wanted: boolean): void;
  fail(where: string, kind: 'leak' | 'over-denial'): void;
}

function tally(): Tally {
  const failures: string[] = [];
  const fail = (where: string, kind: 'leak' | 'over-denial') => {
    if (kind === 'leak') figure.leaks++;
    else figure.overDenials++;
    failures.push(`${where} (${kind})`);
  };
  return {
    failures,
    fail,
    judge(where, shown, wanted) {
      figure.cells++;
      if (shown !== wanted)
        fail(
          `${where}: ${shown ? 'shown' : 'hidden'}, section 6 says ${wanted ? 'shown' : 'hidden'}`,
          shown ? 'leak' : 'over-denial',
        );
    },
  };
}

/** Where the role ended against where section 6 sends it. */
function judgeOutcome(t: Tally, where: string, visit: Visit, want: Outcome, seen: Seen) {
  figure.pages++;
  figure.cells++;
  if ('to' in want) {
    // Sent to the login page where the role may stay is over-denial; anywhere else, a leak.
    if (seen.path !== want.to)
      t.fail(
        `${where}: ended on ${seen.path}, section 6 says ${want.to}`,
        seen.path === '/auth/login' ? 'over-denial' : 'leak',
      );
  } else if ('noForm' in want) {
    if (seen.submit > 0) t.fail(`${where}: shows its form without the right`, 'leak');
    else if (seen.path.startsWith('/auth/')) t.fail(`${where}: ended on ${seen.path}`, 'over-denial');
  } else {
    const kind = kindOf(visit.path);
    const id = visit.path.split('/').find((segment) => /^[0-9a-f]{24}$/.test(segment));
    // A form may live at react-admin's own path (add/card -> giftCards/create): the form is the proof.
    const stayed =
      kind === 'add' || kind === 'edit'
        ? seen.submit > 0 && seen.path.startsWith('/admin/')
        : id
          ? seen.path.includes(id)
          : seen.path.toLowerCase() === `/admin/${visit.path.toLowerCase()}`;
    if (!stayed || !seen.main)
      t.fail(
        `${where}: must render, ended on ${seen.path} (main ${seen.main}, submit ${seen.submit})`,
        'over-denial',
      );
  }
}

async function checkRole(browser: Browser, prepared: Prepared, role: Role, t: Tally) {
  const view = prepared.views.get(role) as RoleView;
  const context = await browser.newContext({ baseURL: prepared.url });
  try {
    await context.route(PICTURES, (route) => route.abort());
    const page = await context.newPage();
    const requests = trackRequests(page);
    // The app knows the role's rights: a page it may not open is left without asking the API for it.
    let where = role.name;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() !== 403 || !url.pathname.startsWith('/api/')) return;
      figure.refusedCalls++;
      t.failures.push(`${where}: ${response.request().method()} ${url.pathname} was refused (403)`);
    });
    await page.goto('/auth/login');
    let menuChecked = false;
    for (const visit of prepared.visits) {
      where = `${role.name} on /admin/${visit.path}`;
      await go(page, `/admin/${visit.path}`, prepared.token(role, visit));
      await settle(page, requests);
      const seen = await probe(page);
      const want = expectedOutcome(view, visit.path);
      judgeOutcome(t, where, visit, want, seen);
      // Every page: no menu entry the role may not use, whatever group is open.
      for (const href of seen.menu) {
        if (!expectedInMenu(view, href.replace(/^\/admin\//, '')))
          t.judge(`${where}, menu entry ${href}`, true, false);
      }
      const controls = 'render' in want && want.render ? expectedControls(view, visit.path) : {};
      for (const control of CONTROLS) {
        const wanted = controls[control];
        if (wanted === undefined) continue;
        if (wanted && seen.rows === 0) t.failures.push(`${where}: no rows to show the ${control} control on`);
        figure.controls++;
        t.judge(`${where}, ${control}`, seen.controls[control] > 0, wanted);
      }
      if (!menuChecked) {
        menuChecked = true;
        // Open every group once, then judge every menu link of the table.
        const collapsed = page.locator('.gd-menu-group[aria-expanded="false"]');
        for (let left = await collapsed.count(); left > 0; left--) await collapsed.first().click();
        const shown = new Set((await probe(page)).menu);
        for (const path of MENU_PATHS) {
          figure.menu++;
          t.judge(
            `${role.name}, menu link /admin/${path}`,
            shown.has(`/admin/${path}`),
            expectedInMenu(view, path),
          );
        }
      }
    }
  } finally {
    await context.close();
  }
}

/**
 * The roles in two halves, one test each: the halves run on both workers (each with its own mock),
 * where one test of all 21 roles kept one worker busy for minutes while the other idled.
 */
const HALVES = [0, 1].map((half) => ROLES.filter((_, index) => index % 2 === half));

for (const [index, roles] of HALVES.entries()) {
  test(
    `every admin route x every role renders, hides or redirects as section 6 says (roles, part ${index + 1} of 2)`,
    { tag: '@security' },
    async ({ browser, prepared }) => {
      test.setTimeout(10 * 60_000);
      const t = tally();
      const queue = [...roles];
      const worker = async () => {
        for (let role = queue.shift(); role; role = queue.shift())
          await checkRole(browser, prepared, role, t);
      };
      try {
        await Promise.all(Array.from({ length: PARALLEL_ROLES }, worker));
      } finally {
        printFigure(prepared.visits.length, roles.length);
      }
      expect(t.failures).toEqual([]);
      expect(figure.leaks).toBe(0);
      expect(figure.overDenials).toBe(0);
      expect(figure.refusedCalls).toBe(0);
    },
  );
}

// Samples of the oracle on the spec's own words, so that a wrong oracle fails before the browser runs.
test('the oracle reads section 6 as written', { tag: '@security' }, () => {
  const at = (name: string) => ({ role: ROLES.find((role) => role.name === name) as Role });
  expect(samePattern('redeemcards', 'redeemCards')).toBe(true);
  expect(sectionOf('sellcard/:id')?.name).toBe('sell orders');
  expect(expectedOutcome(at('no token'), 'dashboard')).toEqual({ render: false, to: '/auth/login' });
  expect(expectedOutcome(at('super admin'), 'push')).toEqual({ render: true });
});
