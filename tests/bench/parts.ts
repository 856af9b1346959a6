/**
 * The browser parts of the bench that compare Giftdesk with the reference app (run.ts): cold loads
 * to the first figure (`load`) and JS sizes (`js`), each returned as goal rows of issue 23.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { RunningMock } from '../../scripts/lib/mock';
import { startBenchMock } from './benchMock';
import { ROOT } from '../../scripts/lib/paths';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { SHELL_PENDING_SELECTOR } from '../../src/common/shellPending';
import { STORED_STYLES_KEY } from '../../src/storedStyles';
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY } from '../../src/i18n/locales';
import { ACCOUNTS } from '../fixtures/accounts';
import { infoRow, kB, msSpread, ratioRow, type GoalRow } from './goals';
import {
  buildJsSize,
  interleavedTimes,
  jsAfterLogin,
  median,
  pageJsSize,
  visitUntilFigure,
  withLatency,
  type JsSize,
  type TimingTarget,
} from './measure';
import { coldLoadPhases, type LoadPhases } from './phases';
import { serveFolder, type StaticServer } from './staticServer';

const RUNS = 5;
/** The latency of the loads told beside the goals over a slower network (withLatency). */
const LATENCY_MS = 100;
/** Traced loads of the list at scale, after its timed ones (phases.ts). */
const TRACED_RUNS = 3;
const ADMIN = ACCOUNTS.admin;
/** The orders in the mock of the list goal, and the rows the reference app holds (its main.tsx). */
export const LIST_ORDERS = 100_000;
const REFERENCE_ROWS = 1_000;
/** The API reference page's prebuilt viewer (/api-docs only): third-party code the app never loads. */
const SCALAR = /^scalar-standalone-.*\.js$/;

export type Session = { token: string; userId: string };

/**
 * Giftdesk's two first figures of the load goals: the dashboard's first count, and a list's first
 * row (its order id and amounts: a digit means data, not a skeleton) at LIST_ORDERS orders.
 */
export const FIRST_FIGURES = {
  dashboard: { path: '/admin/dashboard', selector: '[data-testid=dashboard-users]' },
  list: { path: '/admin/pending-orders', selector: 'tbody tr' },
} as const;

export interface Servers {
  /** The mock with its usual seed, serving the build's snapshot. */
  mock: RunningMock;
  /** The snapshot of dist/ that every part measures and serves. */
  distDir: string;
  reference?: StaticServer;
  close(): Promise<void>;
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'giftdesk-bench-'));

/**
 * dist/ copied once: a run lasts minutes and a rebuild meanwhile (another terminal, `npm start`)
 * would swap the chunks under the browser, so every figure of a run is of this one copy.
 */
function snapshotDist(dir: string): string {
  const copy = join(dir, 'dist');
  cpSync(join(ROOT, 'dist'), copy, { recursive: true });
  if (!existsSync(join(copy, 'index.html'))) throw new Error('dist/ has no index.html: a build is running?');
  return copy;
}

export async function startServers({ reference }: { reference: boolean }): Promise<Servers> {
  const dir = tempDir();
  const distDir = snapshotDist(dir);
  const mock = await startBenchMock({
    root: ROOT,
    dataFile: join(dir, 'data.json'),
    distDir,
    reset: true,
    quiet: true,
  });
  const served = reference ? await serveFolder(join(ROOT, 'tests/bench/dist')) : undefined;
  return {
    mock,
    distDir,
    reference: served,
    close: async () => {
      await served?.close();
      await mock.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function adminSession(apiBase: string): Promise<Session> {
  const response = await fetch(`${apiBase}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = response.headers.get('authorization');
  const body = (await response.json()) as { userId?: string; message?: string };
  if (!response.ok || !token) throw new Error(`admin login failed: ${response.status} ${body.message ?? ''}`);
  return { token, userId: body.userId ?? '' };
}

/** Puts the session in local storage before the app's first script runs (a returning user). */
export const signIn = (session: Session) => async (page: Page) => {
  await page.addInitScript(
    ([tokenKey, token, userIdKey, userId]) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userIdKey, userId);
    },
    [TOKEN_KEY, session.token, USER_ID_KEY, session.userId],
  );
};

/**
 * What a visit of `target` leaves in local storage for the next load: the styles the app keeps
 * (src/storedStyles.ts), read once the page, its menu and tools included, has shown and been left.
 */
async function storedStylesAfterVisit(browser: Browser, target: TimingTarget): Promise<string> {
  return visitUntilFigure(browser, target, async (page) => {
    await page.waitForFunction((pending) => !document.querySelector(pending), SHELL_PENDING_SELECTOR);
    // Leaving stores them; a page of the origin that runs no app (the API's JSON 404) reads them.
    await page.goto(new URL('/api/v1/', target.url).href);
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORED_STYLES_KEY);
    if (!stored) throw new Error(`${target.url}: the visit stored no styles`);
    return stored;
  });
}

/** `target` for a user who has been there before with this build: cold caches, its styles stored. */
async function returningUser(browser: Browser, target: TimingTarget): Promise<TimingTarget> {
  const stored = await storedStylesAfterVisit(browser, target);
  return {
    ...target,
    prepare: async (page) => {
      await target.prepare?.(page);
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [STORED_STYLES_KEY, stored],
      );
    },
  };
}

const timeRow = (metric: string, times: { app: number[]; reference: number[] }, refText: string) =>
  ratioRow(
    metric,
    { value: median(times.app), text: msSpread(times.app) },
    { value: median(times.reference), text: `${msSpread(times.reference)}, ${refText}` },
    1,
  );

/** A load told beside the goals (a returning user, a slower network), not counted as one. */
const besideRow = (
  metric: string,
  times: { app: number[]; reference: number[] },
  refText: string,
): GoalRow => ({
  ...timeRow(metric, times, refText),
  goal: 'not a goal',
  met: undefined,
});

export interface LoadResults {
  goals: GoalRow[];
  /** Where the list's cold loads spent their time (traced loads, apart from the timed ones). */
  listPhases: LoadPhases[];
}

/** Goals 1 and 2: cold loads to the first figure, each series interleaved with the reference's. */
export async function loadGoals(browser: Browser, servers: Servers, session: Session): Promise<LoadResults> {
  if (!servers.reference) throw new Error('the load part needs the reference app');
  const reference = { url: `${servers.reference.url}/#/posts`, selector: 'tbody tr' };
  const dashboardTarget = {
    url: `${servers.mock.url}${FIRST_FIGURES.dashboard.path}`,
    selector: FIRST_FIGURES.dashboard.selector,
    prepare: signIn(session),
  };
  const dashboard = await interleavedTimes(browser, dashboardTarget, reference, RUNS);
  const dashboardLatency = await interleavedTimes(
    browser,
    withLatency(dashboardTarget, LATENCY_MS),
    withLatency(reference, LATENCY_MS),
    RUNS,
  );
  const dashboardReturning = await interleavedTimes(
    browser,
    await returningUser(browser, dashboardTarget),
    reference,
    RUNS,
  );
  // A mock of its own for the list at scale: seeding 100 000 orders takes a while, so it starts once.
  const dir = tempDir();
  const big = await startBenchMock({
    root: ROOT,
    dataFile: join(dir, 'data.json'),
    distDir: servers.distDir,
    reset: true,
    quiet: true,
    startTimeoutMs: 300_000,
    env: { MOCK_ORDERS: String(LIST_ORDERS) },
  });
  let list: Awaited<ReturnType<typeof interleavedTimes>>;
  let listReturning: Awaited<ReturnType<typeof interleavedTimes>>;
  let listLatency: Awaited<ReturnType<typeof interleavedTimes>>;
  const listPhases: LoadPhases[] = [];
  try {
    const app = {
      url: `${big.url}${FIRST_FIGURES.list.path}`,
      selector: FIRST_FIGURES.list.selector,
      prepare: signIn(await adminSession(big.url)),
    };
    list = await interleavedTimes(browser, app, reference, RUNS);
    listReturning = await interleavedTimes(browser, await returningUser(browser, app), reference, RUNS);
    listLatency = await interleavedTimes(
      browser,
      withLatency(app, LATENCY_MS),
      withLatency(reference, LATENCY_MS),
      RUNS,
    );
    for (let run = 0; run < TRACED_RUNS; run += 1)
      listPhases.push(await coldLoadPhases(browser, app, '/api/v1/admin/orders'));
  } finally {
    await big.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const dashboardReference = 'first list row';
  const listReference = `first row of ${REFERENCE_ROWS.toLocaleString('en-US')}`;
  const goals = [
    timeRow(
      `Cold load to the first dashboard figure, signed in (median of ${RUNS})`,
      dashboard,
      dashboardReference,
    ),
    timeRow(
      `Cold load of /admin/pending-orders to its first row at ${LIST_ORDERS.toLocaleString('en-US')} orders (median of ${RUNS})`,
      list,
      listReference,
    ),
    // The goals' loads are a first visit with this build (just after an upgrade): nothing stored.
    // A user back on the same build also has the styles of the last visit (src/storedStyles.ts).
    besideRow(
      `The same dashboard load, the styles of a visit before stored (median of ${RUNS})`,
      dashboardReturning,
      dashboardReference,
    ),
    besideRow(
      `The same list load, the styles of a visit before stored (median of ${RUNS})`,
      listReturning,
      listReference,
    ),
    // A server farther away: the reference pays the latency for its page and its one file (its data
    // is in the page), Giftdesk for its files, config.json, the session's verify and the data.
    besideRow(
      `The same dashboard load, ${LATENCY_MS} ms added to every request (median of ${RUNS})`,
      dashboardLatency,
      dashboardReference,
    ),
    besideRow(
      `The same list load, ${LATENCY_MS} ms added to every request (median of ${RUNS})`,
      listLatency,
      listReference,
    ),
  ];
  return { goals, listPhases };
}

/** "307.6 kB (whole build, 7 files)". */
const size = ({ gzipBytes, files }: JsSize, what = '') =>
  `${kB(gzipBytes)} (${what}${files} ${files === 1 ? 'file' : 'files'})`;
const sized = (js: JsSize, what = '') => ({ value: js.gzipBytes, text: size(js, what) });

/** Goals 3 to 5: JS downloaded by the login page, by the login journey, and the whole build. */
export async function jsGoals(browser: Browser, servers: Servers): Promise<GoalRow[]> {
  const login = await pageJsSize(browser, `${servers.mock.url}/auth/login`);
  const afterLogin = await jsAfterLogin(browser, {
    loginUrl: `${servers.mock.url}/auth/login`,
    account: ADMIN,
    selector: '[data-testid=dashboard-users]',
  });
  const app = buildJsSize(servers.distDir, (name) => !SCALAR.test(name));
  const scalar = buildJsSize(servers.distDir, (name) => SCALAR.test(name));
  const reference = sized(buildJsSize(join(ROOT, 'tests/bench/dist')), 'whole build, ');
  // The same page for a user who chose another locale: its messages are a download of their own.
  const otherLocales: GoalRow[] = [];
  for (const locale of LOCALES.map((entry) => entry.locale).filter((locale) => locale !== DEFAULT_LOCALE)) {
    const js = await pageJsSize(browser, `${servers.mock.url}/auth/login`, { [LOCALE_STORAGE_KEY]: locale });
    otherLocales.push(
      ratioRow(`JS the login page loads in ${locale} (chosen before), gzip`, sized(js), reference, 0.4),
    );
  }
  return [
    ratioRow('JS the login page loads, no interaction, gzip', sized(login), reference, 0.4),
    ...otherLocales,
    ratioRow(
      'JS from focusing the login form to the first dashboard figure, gzip',
      sized(afterLogin),
      reference,
      1,
    ),
    ratioRow('Whole build JS without the Scalar viewer, gzip -9 per file', sized(app), reference, 1.5),
    infoRow('Scalar API viewer (/api-docs only, never loaded by the app), gzip', size(scalar)),
  ];
}
