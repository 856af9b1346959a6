/**
 * Lighthouse (desktop preset) on the production build: the login page without a session, and list
 * pages with one. Chromium runs with a remote debugging port and a persistent profile: before each
 * target the session is put in, or taken out of, that profile's local storage, and Lighthouse keeps
 * it (storage reset disabled). A signed-in visit to /auth/login goes on to the dashboard, so the
 * login page must be audited signed out. Each page is
 * audited RUNS times and the median printed with the range (Lighthouse CI's practice): on 2 cores
 * one run's performance score swings by 20 points with the Total Blocking Time. Informative: the
 * goals (accessibility 100, performance >= 95) are printed beside the scores, not enforced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '../../scripts/lib/processes';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { CHROMIUM_LAUNCH } from '../chromium';
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

const GOALS: Partial<LighthouseScores> = { performance: 95, accessibility: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export async function benchLighthouse(
  origin: string,
  session: { token: string; userId: string },
): Promise<{ target: LighthouseTarget; runs: LighthouseScores[] }[]> {
  const profile = mkdtempSync(join(tmpdir(), 'giftdesk-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    headless: true,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
  });
  try {
    // A page of the origin that does not run the app (the API's JSON 404), to reach its storage.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/api/v1/`);
    const results = [];
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
      const runs: LighthouseScores[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${origin}${target.path}`, port));
      results.push({ target, runs });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run (desktop preset) on the Chromium listening on `port`. */
async function audit(url: string, port: number): Promise<LighthouseScores> {
  const run = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: [...CATEGORIES] },
    desktopConfig,
  );
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  // A redirect (no session, or a session on the login page) would score another page under this name.
  if (run.lhr.finalDisplayedUrl !== url) {
    throw new Error(`Lighthouse audited ${run.lhr.finalDisplayedUrl}, not ${url}`);
  }
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((run.lhr.categories[category]?.score ?? 0) * 100)]),
  ) as LighthouseScores;
}

export function printLighthouse(results: Awaited<ReturnType<typeof benchLighthouse>>): void {
  const goal = (category: Category) =>
    GOALS[category] ? ` (goal ${GOALS[category] === 100 ? '' : '>= '}${GOALS[category]})` : '';
  const header = [
    `Lighthouse, desktop preset: median of ${RUNS} (range)`,
    ...CATEGORIES.map((category) => `${category}${goal(category)}`),
  ];
  const cell = (runs: LighthouseScores[], category: Category) => {
    const values = runs.map((scores) => scores[category]);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return `${median(values)}${low === high ? '' : ` (${low}-${high})`}`;
  };
  const rows = results.map(({ target, runs }) => [target.name, ...CATEGORIES.map((c) => cell(runs, c))]);
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}
