/**
 * The redeem-code import at 10 000 lines (issue 21), in Chromium against a fresh mock of its own:
 * from choosing the file to the last create's outcome on screen, and the longest main-thread task
 * meanwhile (PerformanceObserver 'longtask', which reports tasks of 50 ms and more). The page must
 * never freeze: goal "longest task ≤ 200 ms".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { startBenchMock } from './benchMock';
import { ROOT } from '../../scripts/lib/paths';
import { TOKEN_KEY, USER_ID_KEY } from '../../src/api/session';
import { redeemImport as T } from '../../src/redeemCards/i18n/en';
import { infoRow, ms, type GoalRow } from './goals';
import { adminSession } from './parts';

export const IMPORT_LINES = 10_000;
const LONGEST_TASK_GOAL_MS = 200;

declare global {
  interface Window {
    /** [start, duration] of each long task, in the page's clock. */
    benchLongTasks?: [number, number][];
  }
}

/** A supplier file of `count` valid lines. */
export const importCsv = (count: number) =>
  [
    'code,pin,value,currency',
    ...Array.from({ length: count }, (_, index) => `BENCH${String(index).padStart(11, '0')},1234,10,usd`),
  ].join('\n');

export interface ImportBench {
  lines: number;
  /** From choosing the file to the counts on screen (read and checked). */
  previewMs: number;
  /** From Import to the last outcome on screen. */
  importMs: number;
  totalMs: number;
  longestTaskMs: number;
  longTasks: number;
}

export async function benchImport(
  browser: Browser,
  distDir: string,
  lines = IMPORT_LINES,
): Promise<ImportBench> {
  const dir = mkdtempSync(join(tmpdir(), 'giftdesk-bench-import-'));
  const mock = await startBenchMock({
    root: ROOT,
    dataFile: join(dir, 'data.json'),
    distDir,
    reset: true,
    quiet: true,
  });
  const context = await browser.newContext();
  try {
    const session = await adminSession(mock.url);
    const page = await context.newPage();
    await page.addInitScript(
      ([tokenKey, token, userIdKey, userId]) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userIdKey, userId);
        window.benchLongTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.benchLongTasks?.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      },
      [TOKEN_KEY, session.token, USER_ID_KEY, session.userId],
    );
    await page.goto(`${mock.url}/admin/redeemCards/import`);
    const input = page.locator('input[type="file"]');
    await input.waitFor({ state: 'attached' });
    // Only the tasks of the import count, not those of the page's first load (reported later, too).
    const pageStart = await page.evaluate(() => performance.now());

    const start = performance.now();
    await input.setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(importCsv(lines)),
    });
    const startButton = page.getByRole('button', { name: T.start.replace('%{count}', String(lines)) });
    await startButton.waitFor({ timeout: 60_000 });
    const previewed = performance.now();
    await startButton.click();
    await page
      .getByTestId('import-outcomes')
      .getByText(`${T.outcome.imported}: ${lines}`)
      .waitFor({ timeout: 600_000 });
    const end = performance.now();
    const tasks = (await page.evaluate(() => window.benchLongTasks ?? []))
      .filter(([startTime]) => startTime >= pageStart)
      .map(([, duration]) => duration);
    return {
      lines,
      previewMs: previewed - start,
      importMs: end - previewed,
      totalMs: end - start,
      longestTaskMs: Math.max(0, ...tasks),
      longTasks: tasks.length,
    };
  } finally {
    await context.close();
    await mock.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function importGoals(result: ImportBench): GoalRow[] {
  const count = result.lines.toLocaleString('en-US');
  return [
    infoRow(
      `Import of a ${count}-line redeem-code CSV, file chosen to last outcome shown`,
      `${ms(result.totalMs)} (preview ${ms(result.previewMs)}, creates ${ms(result.importMs)})`,
    ),
    {
      metric: `Longest main-thread task during that import (${result.longTasks} task${result.longTasks === 1 ? '' : 's'} of 50 ms or more)`,
      app: ms(result.longestTaskMs),
      reference: '–',
      ratio: '–',
      goal: `≤ ${LONGEST_TASK_GOAL_MS} ms`,
      met: result.longestTaskMs <= LONGEST_TASK_GOAL_MS,
    },
  ];
}
