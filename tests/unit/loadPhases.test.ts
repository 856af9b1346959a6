import { describe, expect, it } from 'vitest';
import { phasesOf, type TraceEvent } from '../bench/phases';

const PAGE = 'http://127.0.0.1:4000/admin/pending-orders';
const LIST = '/api/v1/admin/orders';
/** The trace clock (microseconds) at the page's navigation start. */
const T0 = 5_000_000;

const navigationStart = (pid: number, tid: number, url = PAGE): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: T0,
  pid,
  tid,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
/** A task of the given thread from `from` to `to` milliseconds after navigation start. */
const task = (from: number, to: number, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: T0 + from * 1000,
  dur: (to - from) * 1000,
  pid: 10,
  tid,
});

const resources = [
  { path: '/assets/entry.js', start: 50, end: 120 },
  { path: '/assets/admin-vendor.js', start: 130, end: 400 },
  { path: '/api/v1/admin/token/verify', start: 300, end: 420 },
  { path: LIST, start: 600, end: 620 },
  // Asked for after the list call: not one of the first screen's scripts.
  { path: '/assets/RevenueChart.js', start: 700, end: 900 },
];

describe('phasesOf (the bench: where a cold list load spends its time)', () => {
  it("reads the page's milestones from its resource times and the first row", () => {
    const phases = phasesOf([navigationStart(10, 1)], resources, {
      pageUrl: PAGE,
      listPath: LIST,
      firstRow: 1_000,
    });
    expect(phases).toMatchObject({ scriptsIn: 400, listSent: 600, listAnswered: 620, firstRow: 1_000 });
  });

  it("counts the busy time of the page's main thread only, cut at each phase's edges", () => {
    const trace = [
      // An earlier navigation's start (about:blank) and another thread's tasks count for nothing.
      { ...navigationStart(10, 9, 'about:blank'), ts: T0 - 50_000 },
      navigationStart(10, 1),
      task(100, 150),
      task(350, 450), // 50 ms before the scripts are in, 50 after
      task(550, 700), // 50 ms before the list call, 100 after
      task(900, 1_100), // 100 ms before the first row
      task(0, 1_000, 2),
    ];
    const phases = phasesOf(trace, resources, { pageUrl: PAGE, listPath: LIST, firstRow: 1_000 });
    expect(phases.busyWhileScriptsLoad).toBe(100);
    expect(phases.busyUntilListCall).toBe(100);
    expect(phases.busyUntilFirstRow).toBe(200);
    expect(phases.longestTask).toBe(200);
  });

  it('says what it could not find rather than print zeros', () => {
    expect(() =>
      phasesOf([navigationStart(10, 1)], resources, { pageUrl: PAGE, listPath: '/api/v1/x', firstRow: 1 }),
    ).toThrow('no call to /api/v1/x');
    expect(() => phasesOf([], resources, { pageUrl: PAGE, listPath: LIST, firstRow: 1 })).toThrow(
      'no navigation start',
    );
  });
});
