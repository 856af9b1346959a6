/**
 * Lighthouse on the production build, desktop preset and mobile preset (Lighthouse's default
 * config: a phone with simulated throttling): the login page without a session, and list pages
 * with one. Chromium runs with a remote debugging port and a persistent profile: before each
 * target the session is put in, or taken out of, that profile's local storage, and Lighthouse keeps
 * it (storage reset disabled). A signed-in visit to /auth/login goes on to the dashboard, so the
 * login page must be audited signed out. Each page is audited RUNS times per preset
 * (LIGHTHOUSE_RUNS, 5 by default) and the median printed with the range (Lighthouse CI's
 * practice): on 2 cores one run's performance score swings by 20 points with the Total Blocking
 * Time. Informative: the goals (accessibility 100, performance >= 95 desktop, >= 90 mobile) are
 * printed beside the scores (goals.ts), not enforced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { defaultConfig, desktopConfig, type Config } from 'lighthouse';
import { freePort } from '../../scripts/lib/processes';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { CHROMIUM_LAUNCH } from '../chromium';
import { markdownTable, scoreRow, type GoalRow } from './goals';
import { median } from './measure';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
export type LighthouseScores = Record<Category, number>;

export interface LighthouseTarget {
  name: string;
  /** Path from the app's origin. */
  path: string;
  signedIn: boolean;
}

export const LIGHTHOUSE_TARGETS: LighthouseTarget[] = [
  { name: 'Login page (/auth/login, signed out)', path: '/auth/login', signedIn: false },
  { name: 'List page (/admin/giftCards, signed in)', path: '/admin/giftCards', signedIn: true },
  { name: 'List page (/admin/pending-orders, signed in)', path: '/admin/pending-orders', signedIn: true },
];

export interface LighthousePreset {
  name: 'desktop' | 'mobile';
  config: Config;
  goals: Partial<LighthouseScores>;
}

export const LIGHTHOUSE_PRESETS: LighthousePreset[] = [
  { name: 'desktop', config: desktopConfig, goals: { performance: 95, accessibility: 100 } },
  // Lighthouse's default config is the mobile one: a phone screen, simulated slow 4G and 4x CPU.
  { name: 'mobile', config: defaultConfig, goals: { performance: 90, accessibility: 100 } },
];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export interface LighthouseResult {
  target: LighthouseTarget;
  preset: LighthousePreset;
  runs: LighthouseScores[];
}

export async function benchLighthouse(
  origin: string,
  session: { token: string; userId: string },
): Promise<LighthouseResult[]> {
  const { context, port, close } = await lighthouseBrowser();
  try {
    // A page of the origin that does not run the app (the API's JSON 404), to reach its storage.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/api/v1/`);
    const results: LighthouseResult[] = [];
    for (const target of LIGHTHOUSE_TARGETS) {
      await page.evaluate(
        ([tokenKey, token, userIdKey, userId]) => {
          if (token) {
            localStorage.setItem(tokenKey, token);
            localStorage.setItem(userIdKey, userId);
          } else {
            localStorage.removeItem(tokenKey);
            localStorage.removeItem(userIdKey);
          }
        },
        [TOKEN_KEY, target.signedIn ? session.token : '', USER_ID_KEY, session.userId],
      );
      for (const preset of LIGHTHOUSE_PRESETS) {
        const runs: LighthouseScores[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await audit(`${origin}${target.path}`, port, preset));
        results.push({ target, preset, runs });
      }
    }
    return results;
  } finally {
    await close();
  }
}

/**
 * A Chromium for Lighthouse: a persistent profile (Lighthouse keeps its local storage, the session,
 * with storage reset disabled) and a remote debugging port for Lighthouse to drive it.
 */
export async function lighthouseBrowser(): Promise<{
  context: BrowserContext;
  port: number;
  close(): Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'giftdesk-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    headless: true,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run of `categories` with `config` on the Chromium listening on `port` (bench:ab's
 * too). A redirect (no session, or a session on the login page) would score another page under this
 * name: it throws instead.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  config: Config,
  categories: readonly string[],
): Promise<RunnerResultLhr> {
  const run = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: [...categories] },
    config,
  );
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  if (run.lhr.finalDisplayedUrl !== url) {
    throw new Error(`Lighthouse audited ${run.lhr.finalDisplayedUrl}, not ${url}`);
  }
  return run.lhr;
}
type RunnerResultLhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run with `preset`: the scores of CATEGORIES. */
async function audit(url: string, port: number, preset: LighthousePreset): Promise<LighthouseScores> {
  const lhr = await lighthouseRun(url, port, preset.config, CATEGORIES);
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as LighthouseScores;
}

/** Every score of every run, one table per preset: the detail behind the goal rows. */
export function printLighthouse(results: LighthouseResult[]): void {
  for (const preset of LIGHTHOUSE_PRESETS) {
    const ofPreset = results.filter((result) => result.preset === preset);
    if (!ofPreset.length) continue;
    const goal = (category: Category) => {
      const value = preset.goals[category];
      return value === undefined ? '' : ` (goal ${value === 100 ? '' : '≥ '}${value})`;
    };
    const cell = (runs: LighthouseScores[], category: Category) => {
      const values = runs.map((scores) => scores[category]);
      const [low, high] = [Math.min(...values), Math.max(...values)];
      return `${median(values)}${low === high ? '' : ` (${low}-${high})`}`;
    };
    console.log(
      [
        '',
        `#### Lighthouse, ${preset.name} preset: median of ${RUNS} (range)`,
        '',
        markdownTable(
          ['Page', ...CATEGORIES.map((category) => `${category}${goal(category)}`)],
          ofPreset.map(({ target, runs }) => [target.name, ...CATEGORIES.map((c) => cell(runs, c))]),
        ),
      ].join('\n'),
    );
  }
}

/** The goal rows, desktop first: performance and accessibility of each page. */
export function lighthouseGoals(results: LighthouseResult[]): GoalRow[] {
  return LIGHTHOUSE_PRESETS.flatMap((preset) =>
    results
      .filter((result) => result.preset === preset)
      .flatMap(({ target, runs }) =>
        (['performance', 'accessibility'] as const).flatMap((category) => {
          const min = preset.goals[category];
          if (min === undefined) return [];
          const scores = runs.map((run) => run[category]);
          return [scoreRow(`Lighthouse ${preset.name} ${category}, ${target.path}`, scores, min)];
        }),
      ),
  );
}
