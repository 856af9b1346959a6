/**
 * `npm run bench:ab -- <build A> <build B>`: whether build B is faster than build A, with a figure
 * that survives the machine's noise. On the 2-core bench machine one cold load swings by 100-300 ms
 * and one Lighthouse mobile run's Total Blocking Time by 500 ms, so a `npm run bench` before and one
 * after cannot tell a 30 ms change from chance (issue 23's notes). Here the two builds are measured
 * in pairs, A then B and B then A in turn (the order of a pair matters on a busy machine), and the
 * verdict is on the pairs' differences: their median, with a 95% bootstrap interval. "No difference
 * found" when the interval holds 0.
 *
 * Build each side first, e.g. `npx vite build --outDir /tmp/a` on the base commit and
 * `npx vite build --outDir /tmp/b` on the change. AB_RUNS pairs (12 by default); AB_PARTS=load,
 * lighthouse (load by default: the first dashboard figure, and a list's first row at 100,000
 * orders); AB_PAGE, the page Lighthouse's mobile preset audits (/admin/giftCards by default);
 * AB_LATENCY_MS, latency Chromium adds to every request of the load part's pages (none by default:
 * the goals' loads have none; `npm run bench` also times them at 100 ms, withLatency).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { defaultConfig } from 'lighthouse';
import type { RunningMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { CHROMIUM_LAUNCH } from '../chromium';
import { startBenchMock } from './benchMock';
import { markdownTable } from './goals';
import { median, timeToFigure, withLatency, type TimingTarget } from './measure';
import { lighthouseBrowser, lighthouseRun } from './lighthouse';
import { adminSession, FIRST_FIGURES, LIST_ORDERS, signIn, type Session } from './parts';

const [dirA, dirB] = process.argv.slice(2).map((dir) => resolve(dir));
if (!dirA || !dirB || ![dirA, dirB].every((dir) => existsSync(join(dir, 'index.html')))) {
  throw new Error('usage: npm run bench:ab -- <build folder A> <build folder B> (each with an index.html)');
}
const RUNS = Number(process.env.AB_RUNS ?? 12);
const PARTS = (process.env.AB_PARTS ?? 'load').split(',').map((part) => part.trim());
const LIGHTHOUSE_PAGE = process.env.AB_PAGE ?? '/admin/giftCards';
const LATENCY_MS = Number(process.env.AB_LATENCY_MS ?? 0);
/** Below this, the bootstrap interval of a median means little. */
const MIN_PAIRS = 6;

type Side = 'A' | 'B';
/** One figure of one side, measured once, in pair `run`. */
type Measure = (side: Side, run: number) => Promise<number>;

interface Result {
  metric: string;
  unit: 'ms' | 'score';
  pairs: { a: number; b: number }[];
}

/** The two sides alternately, A first in even pairs and B first in odd ones. */
async function paired(metric: string, unit: Result['unit'], measure: Measure): Promise<Result> {
  const pairs: Result['pairs'] = [];
  // One unmeasured round first: a side's first load reads its files from disk (Lighthouse's first
  // mobile run scored 51-55 where the others scored 73-81).
  for (const side of ['A', 'B'] as const) await measure(side, -1);
  for (let run = 0; run < RUNS; run += 1) {
    const order: Side[] = run % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    const figures: Partial<Record<Side, number>> = {};
    for (const side of order) figures[side] = await measure(side, run);
    pairs.push({ a: figures.A ?? NaN, b: figures.B ?? NaN });
    process.stderr.write(`${metric}: pair ${run + 1}/${RUNS}\r`);
  }
  process.stderr.write('\n');
  return { metric, unit, pairs };
}

/** A small seeded generator: the same pairs give the same interval. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The median of `values` and its 95% bootstrap interval (2,000 resamples). */
function medianInterval(values: number[]): { median: number; low: number; high: number } {
  const next = random(23);
  const medians = Array.from({ length: 2_000 }, () =>
    median(values.map(() => values[Math.floor(next() * values.length)] ?? 0)),
  ).sort((x, y) => x - y);
  return { median: median(values), low: medians[50] ?? NaN, high: medians[1_949] ?? NaN };
}

function row({ metric, unit, pairs }: Result): string[] {
  const spread = (values: number[]) =>
    `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
  const { median: diff, low, high } = medianInterval(pairs.map(({ a, b }) => b - a));
  // For a score, higher is better; for a time, lower.
  const better = unit === 'score' ? low > 0 : high < 0;
  const worse = unit === 'score' ? high < 0 : low > 0;
  return [
    `${metric} (${unit})`,
    spread(pairs.map(({ a }) => a)),
    spread(pairs.map(({ b }) => b)),
    `${diff > 0 ? '+' : ''}${Math.round(diff)} (${Math.round(low)} to ${Math.round(high)})`,
    pairs.length < MIN_PAIRS
      ? `too few pairs for a verdict (AB_RUNS ≥ ${MIN_PAIRS})`
      : better
        ? 'B better'
        : worse
          ? 'B worse'
          : 'no difference found',
  ];
}

interface Served {
  mock: RunningMock;
  session: Session;
}

async function serve(
  dir: string,
  work: string,
  name: string,
  env: Record<string, string> = {},
): Promise<Served> {
  const mock = await startBenchMock({
    root: ROOT,
    dataFile: join(work, `${name}.json`),
    distDir: dir,
    reset: true,
    quiet: true,
    env,
  });
  return { mock, session: await adminSession(mock.url) };
}

const latencyNote = LATENCY_MS > 0 ? `, ${LATENCY_MS} ms per request` : '';

async function loadPart(browser: Browser, work: string): Promise<Result[]> {
  const results: Result[] = [];
  const targets: { metric: string; path: string; selector: string; env: Record<string, string> }[] = [
    { metric: `First dashboard figure${latencyNote}`, ...FIRST_FIGURES.dashboard, env: {} },
    {
      metric: `First row of ${FIRST_FIGURES.list.path} at ${LIST_ORDERS.toLocaleString('en-US')} orders${latencyNote}`,
      ...FIRST_FIGURES.list,
      env: { MOCK_ORDERS: String(LIST_ORDERS) },
    },
  ];
  for (const [index, { metric, path, selector, env }] of targets.entries()) {
    const sides = {
      A: await serve(dirA, work, `a-${index}`, env),
      B: await serve(dirB, work, `b-${index}`, env),
    };
    try {
      results.push(
        await paired(metric, 'ms', (side) => {
          const target: TimingTarget = {
            url: `${sides[side].mock.url}${path}`,
            selector,
            prepare: signIn(sides[side].session),
          };
          return timeToFigure(browser, LATENCY_MS > 0 ? withLatency(target, LATENCY_MS) : target);
        }),
      );
    } finally {
      await Promise.all([sides.A.mock.stop(), sides.B.mock.stop()]);
    }
  }
  return results;
}

/** Lighthouse's mobile preset on AB_PAGE, signed in: its performance score and Total Blocking Time. */
async function lighthousePart(work: string): Promise<Result[]> {
  const sides = { A: await serve(dirA, work, 'a-lh'), B: await serve(dirB, work, 'b-lh') };
  const { context, port, close } = await lighthouseBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const { mock, session } of Object.values(sides)) {
      // A page of the origin that does not run the app (the API's JSON 404), to reach its storage.
      await page.goto(`${mock.url}/api/v1/`);
      await page.evaluate(
        ([tokenKey, token, userIdKey, userId]) => {
          localStorage.setItem(tokenKey, token);
          localStorage.setItem(userIdKey, userId);
        },
        [TOKEN_KEY, session.token, USER_ID_KEY, session.userId],
      );
    }
    const scores = new Map<string, number>();
    const audit = async (side: Side, pair: number) => {
      const lhr = await lighthouseRun(`${sides[side].mock.url}${LIGHTHOUSE_PAGE}`, port, defaultConfig, [
        'performance',
      ]);
      scores.set(`${side}${pair}`, Math.round((lhr.categories.performance?.score ?? 0) * 100));
      return lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    };
    const tbt = await paired(`Lighthouse mobile Total Blocking Time, ${LIGHTHOUSE_PAGE}`, 'ms', audit);
    const score: Result = {
      metric: `Lighthouse mobile performance, ${LIGHTHOUSE_PAGE}`,
      unit: 'score',
      pairs: tbt.pairs.map((_, pair) => ({
        a: scores.get(`A${pair}`) ?? NaN,
        b: scores.get(`B${pair}`) ?? NaN,
      })),
    };
    return [tbt, score];
  } finally {
    await close();
    await Promise.all([sides.A.mock.stop(), sides.B.mock.stop()]);
  }
}

const work = mkdtempSync(join(tmpdir(), 'giftdesk-ab-'));
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const results: Result[] = [];
  if (PARTS.includes('load')) results.push(...(await loadPart(browser, work)));
  if (PARTS.includes('lighthouse')) results.push(...(await lighthousePart(work)));
  console.log(
    [
      '',
      `## A/B: ${RUNS} pairs, A = ${dirA}, B = ${dirB}`,
      '',
      markdownTable(
        ['Metric', 'A: median (range)', 'B: median (range)', 'B − A: median (95% interval)', 'Verdict'],
        results.map(row),
      ),
      '',
    ].join('\n'),
  );
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
