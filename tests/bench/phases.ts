/**
 * Where the time of a cold list load goes (the load part of the bench, issue 23): the list goal says
 * how long the first row took, this says what the time went to. Each run is one cold load traced by
 * Chromium, read on the page's own clock (milliseconds since navigation start): when the scripts of
 * the first screen were in, when the list call went out and came back, when the first row showed,
 * and how busy the page's main thread was in between. Traced runs are slower than untraced ones, so
 * these runs are not the goal's.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { msSpread } from './goals';
import { CONTEXT, showsDigit, type TimingTarget } from './measure';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface LoadPhases {
  /** The end of the last script the page asked for before its list call. */
  scriptsIn: number;
  listSent: number;
  listAnswered: number;
  firstRow: number;
  /** Main-thread time in tasks before the scripts were in (their evaluation mostly comes after). */
  busyWhileScriptsLoad: number;
  /** ...from then until the list call went out: the shell's modules evaluated, the session checked. */
  busyUntilListCall: number;
  /** ...from the list call until the first row: the first render of the shell, page and rows. */
  busyUntilFirstRow: number;
  /** The longest main-thread task from the list call until the first row. */
  longestTask: number;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol's types call each event a map of strings; Chromium's carry numbers and objects too.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
  await load();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

export interface ResourceTime {
  /** The URL's path. */
  path: string;
  start: number;
  end: number;
}

/** The start and end of each resource the page fetched, on its clock. */
const resourceTimes = (page: Page): Promise<ResourceTime[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );

/**
 * The phases of one load of `pageUrl` from its trace and resource times: its list is the first call
 * to `listPath`, and its first row showed at `firstRow`.
 */
export function phasesOf(
  trace: TraceEvent[],
  resources: ResourceTime[],
  { pageUrl, listPath, firstRow }: { pageUrl: string; listPath: string; firstRow: number },
): LoadPhases {
  const list = resources.find((resource) => resource.path === listPath);
  if (!list) throw new Error(`${pageUrl}: no call to ${listPath}`);
  const scripts = resources.filter((r) => r.path.endsWith('.js') && r.start < list.start);
  const scriptsIn = Math.max(0, ...scripts.map((r) => r.end));
  // The page's main thread is the one that marked its navigation's start; its tasks, on the page's clock.
  const start = trace.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith(pageUrl),
  );
  if (!start) throw new Error(`${pageUrl}: the trace has no navigation start`);
  const tasks = trace
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid)
    .map((e) => ({ from: (e.ts - start.ts) / 1000, to: (e.ts - start.ts + (e.dur ?? 0)) / 1000 }));
  const busy = (from: number, to: number) =>
    tasks.reduce((sum, task) => sum + Math.max(0, Math.min(to, task.to) - Math.max(from, task.from)), 0);
  const listStretch = tasks.filter((task) => task.to > list.start && task.from < firstRow);
  return {
    scriptsIn,
    listSent: list.start,
    listAnswered: list.end,
    firstRow,
    busyWhileScriptsLoad: busy(0, scriptsIn),
    busyUntilListCall: busy(scriptsIn, list.start),
    busyUntilFirstRow: busy(list.start, firstRow),
    longestTask: Math.max(0, ...listStretch.map((task) => task.to - task.from)),
  };
}

/** One traced cold load of `target`, whose list is the first call to `listPath`. */
export async function coldLoadPhases(
  browser: Browser,
  target: TimingTarget,
  listPath: string,
): Promise<LoadPhases> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await target.prepare?.(page);
    let firstRow = 0;
    const events = await trace(await context.newCDPSession(page), async () => {
      await page.goto(target.url, { waitUntil: 'commit' });
      const shown = await page.waitForFunction(showsDigit, target.selector, {
        polling: 'raf',
        timeout: 30_000,
      });
      firstRow = Number(await shown.jsonValue());
    });
    return phasesOf(events, await resourceTimes(page), { pageUrl: target.url, listPath, firstRow });
  } finally {
    await context.close();
  }
}

const ROWS: [keyof LoadPhases, string][] = [
  ['scriptsIn', 'The first screen’s scripts are in'],
  ['listSent', 'The list call goes out'],
  ['listAnswered', 'The list call is answered'],
  ['firstRow', 'The first row shows'],
  ['busyWhileScriptsLoad', 'Main thread busy while the scripts load'],
  ['busyUntilListCall', 'Main thread busy from then to the list call'],
  ['busyUntilFirstRow', 'Main thread busy from the list call to the first row'],
  ['longestTask', 'Its longest task in that stretch'],
];

export function printLoadPhases(title: string, runs: LoadPhases[]): void {
  console.log(
    [
      '',
      `### ${title}`,
      '',
      `Traced cold loads, median and range of ${runs.length}, on the page's clock; tracing slows them.`,
      '',
      '| Phase | Time |',
      '|---|---|',
      ...ROWS.map(([key, label]) => `| ${label} | ${msSpread(runs.map((run) => run[key]))} |`),
    ].join('\n'),
  );
}
