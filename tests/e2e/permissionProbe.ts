/**
 * What the permission matrix reads off a page: where the app ended, the menu links, the list
 * controls section 6 ties to operations, and whether a form can be submitted. Labels come from
 * the app's English message files, so a renamed button cannot silently pass as hidden.
 */
import type { Page } from '@playwright/test';
import enCommon from '../../src/i18n/en/common';
import { orders as enOrders } from '../../src/orders/i18n/en';
import { settings as enSettings } from '../../src/settings/i18n/en';
import type { Control } from './permissionOracle';
import { shownText } from './pageHealth';
import { escapeRegExp } from './pages/fields';
import { SHELL_PENDING_SELECTOR } from '../../src/common/shellPending';
import { ADMIN_BASENAME } from '../../src/paths';

export interface Seen {
  path: string;
  /** The admin layout's main content is there. */
  main: boolean;
  /** Hrefs of the sidebar's links. */
  menu: string[];
  /** Rows of the main table. */
  rows: number;
  /** Visible submit buttons in the main content (a form that can be sent). */
  submit: number;
  controls: Record<Control, number>;
}

/** An action's label, alone or naming its row ('Edit: Ada'). */
const labelled = (...texts: string[]) => `^(${[...new Set(texts)].map(escapeRegExp).join('|')})(:|$)`;
const LABELS: Record<'view' | 'edit' | 'delete', string> = {
  view: labelled(enCommon.view, enSettings.list.view, enOrders.actions.view, enOrders.actions.view_details),
  edit: labelled(enCommon.edit, enSettings.list.edit),
  delete: labelled(enCommon.delete.button),
};

export function probe(page: Page): Promise<Seen> {
  return page.evaluate((labels) => {
    const main = document.querySelector('#main-content');
    const count = (selector: string, root: ParentNode | null = main) =>
      root ? root.querySelectorAll(selector).length : 0;
    const rowActions = (pattern: string) =>
      Array.from(main?.querySelectorAll('tbody [aria-label]') ?? []).filter((element) =>
        new RegExp(pattern).test(element.getAttribute('aria-label') ?? ''),
      ).length;
    const visibleSubmits = Array.from(main?.querySelectorAll('button[type="submit"]') ?? []).filter(
      (button) => (button as HTMLElement).offsetParent !== null,
    );
    return {
      path: location.pathname,
      main: main !== null,
      menu: Array.from(document.querySelectorAll('a.RaMenuItemLink-root')).map(
        (link) => link.getAttribute('href') ?? '',
      ),
      rows: count('tbody tr'),
      submit: visibleSubmits.length,
      controls: {
        status: count('.column-eStatus, .column-nStatus'),
        view: rowActions(labels.view),
        edit: rowActions(labels.edit),
        delete: rowActions(labels.delete),
        add: count('.MuiFab-root', document),
      },
    };
  }, LABELS);
}

/** Requests the page has in flight (a page is settled only once they are all answered). */
export function trackRequests(page: Page) {
  const state = { inFlight: 0 };
  page.on('request', () => state.inFlight++);
  page.on('requestfinished', () => state.inFlight--);
  page.on('requestfailed', () => state.inFlight--);
  return state;
}

/**
 * Loading indicators: Material UI's, and the start-up's own (index.html's splash, then the spinner
 * boot.tsx shows, a role=progressbar, until the admin's code has been evaluated). Without the latter a
 * cold load was "settled" while the shell's code ran: nothing in flight for 300 ms once the session's
 * verify and the view's files no longer came after the shell, and a list was read with no rows.
 */
const BUSY = [
  '.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root',
  '.gd-splash:not(.gd-load-failure), [role="progressbar"]',
  // The shell's menu and tools mount after the page, when the browser is idle (AfterPage).
  SHELL_PENDING_SELECTOR,
].join(', ');
/**
 * An admin address is settled only once its layout, or the load-failure page, is on screen: react-admin
 * shows nothing for the first second of its session check (its LoadingPage), and a cold load read in
 * that second had neither a redirect nor a menu yet.
 */
const ADMIN_PATH = new RegExp(`^${ADMIN_BASENAME}(/|$)`);
const ADMIN_SHOWN = '#main-content, .gd-load-failure';
const POLL_MS = 75;
/** Quiet polls in a row that make a page settled: redirects chain through effects after answers. */
const QUIET_POLLS = 4;

/**
 * Waits until nothing is loading, an admin address shows its layout, and the address has stopped moving:
 * QUIET_POLLS looks in a row, the first against the address at the call. Each look reads the page once
 * (a read per question cost a round trip to the browser each, most of a look's time beside the wait),
 * and none is spent on a first address to compare with: the permission matrix alone settles 1,700 times.
 */
export async function settle(page: Page, requests: { inFlight: number }, timeoutMs = 15_000): Promise<void> {
  let quiet = 0;
  let last = page.url();
  const deadline = Date.now() + timeoutMs;
  while (quiet < QUIET_POLLS) {
    if (Date.now() > deadline)
      throw new Error(
        `${page.url()} did not settle within ${timeoutMs} ms (${await unsettled(page, requests)})`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const seen = await look(page);
    quiet =
      seen && requests.inFlight === 0 && seen.busy === 0 && layoutShown(seen) && seen.url === last
        ? quiet + 1
        : 0;
    last = seen?.url ?? '';
  }
}

interface Look {
  url: string;
  /** Loading indicators on the page. */
  busy: number;
  /** The admin layout, or the load-failure page, is there. */
  layout: boolean;
}

/** The page as one read sees it; none while a navigation replaces its document. */
async function look(page: Page): Promise<Look | undefined> {
  try {
    return await page.evaluate(
      ([busy, layout]) => ({
        url: location.href,
        busy: document.querySelectorAll(busy).length,
        layout: document.querySelector(layout) !== null,
      }),
      [BUSY, ADMIN_SHOWN] as const,
    );
  } catch (error) {
    if (page.isClosed()) throw error;
    return undefined;
  }
}

const layoutShown = (seen: Look) => !ADMIN_PATH.test(new URL(seen.url).pathname) || seen.layout;

/** What kept a page from settling: read once, when it times out, not at every poll. */
async function unsettled(page: Page, requests: { inFlight: number }): Promise<string> {
  const busy = await page
    .locator(BUSY)
    .evaluateAll((found) => found.map((element) => element.outerHTML.slice(0, 120)));
  const seen = await look(page);
  const layout = seen && layoutShown(seen) ? 'shown' : `not shown: ${await shownText(page, 300)}`;
  return `${requests.inFlight} requests in flight, busy: [${busy.join(' | ')}], layout ${layout}`;
}
