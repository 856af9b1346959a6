/**
 * Lighthouse (desktop preset) on the production build: the login page, and a list page with a
 * session. Chromium runs with a remote debugging port and a persistent profile: the session is put in
 * that profile's local storage, and Lighthouse keeps it (storage reset disabled). Informative: the
 * goals (accessibility 100, performance >= 95) are printed beside the scores, not enforced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '../../scripts/lib/processes';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/auth/session';
import { CHROMIUM_LAUNCH } from '../chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
export type LighthouseScores = Record<Category, number>;

export interface LighthouseTarget {
  name: string;
  /** Path from the app's origin. */
  path: string;
}

export const LIGHTHOUSE_TARGETS: LighthouseTarget[] = [
  { name: 'Login page (/auth/login)', path: '/auth/login' },
  { name: 'List page (/admin/giftCards, signed in)', path: '/admin/giftCards' },
];

const GOALS: Partial<LighthouseScores> = { performance: 95, accessibility: 100 };

export async function benchLighthouse(
  origin: string,
  session: { token: string; userId: string },
): Promise<{ target: LighthouseTarget; scores: LighthouseScores }[]> {
  const profile = mkdtempSync(join(tmpdir(), 'giftdesk-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    headless: true,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/auth/login`);
    await page.evaluate(
      ([tokenKey, token, userIdKey, userId]) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userIdKey, userId);
      },
      [TOKEN_KEY, session.token, USER_ID_KEY, session.userId],
    );
    const results = [];
    for (const target of LIGHTHOUSE_TARGETS) {
      // The login page shows its form with a session too: one signed-in profile serves both targets.
      const run = await lighthouse(
        `${origin}${target.path}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: [...CATEGORIES],
        },
        desktopConfig,
      );
      if (!run) throw new Error(`Lighthouse gave no result for ${target.path}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          Math.round((run.lhr.categories[category]?.score ?? 0) * 100),
        ]),
      ) as LighthouseScores;
      results.push({ target, scores });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export function printLighthouse(results: Awaited<ReturnType<typeof benchLighthouse>>): void {
  const goal = (category: Category) =>
    GOALS[category] ? ` (goal ${GOALS[category] === 100 ? '' : '>= '}${GOALS[category]})` : '';
  const header = [
    'Lighthouse, desktop preset',
    ...CATEGORIES.map((category) => `${category}${goal(category)}`),
  ];
  const rows = results.map(({ target, scores }) => [
    target.name,
    ...CATEGORIES.map((c) => String(scores[c])),
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}
