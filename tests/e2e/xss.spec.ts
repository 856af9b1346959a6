/**
 * Security suite 7, browser half: the stored-XSS corpus (xssData.ts) in every text field, then every
 * list, view and modal as the super admin. Nothing runs: no dialog, no CSP script violation (which
 * would mean live markup reached the DOM, the CSP only stopping it), no event-handler attribute and no
 * javascript: URL in the DOM. Also: the built page has no inline script and the app works under its
 * CSP, and after login no URL makes it leave its origin.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { cspViolations } from './fixtures';
import { goInApp } from './navigation';
import { settle, trackRequests } from './permissionProbe';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../mock-server/types';
import { startMock, type RunningMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { settings as enSettings } from '../../src/settings/i18n/en';
import { ADMIN } from './accounts';
import { E2E_ENV } from './env';
import { LoginPage } from './pages/LoginPage';
import { IMAGE_PAYLOADS, RICH_DRAFT, RICH_HTML, TEXT_PAYLOADS, poisonData } from './xssData';
import { RICH_TEXT_EDITOR } from './pages/fields';

const test = base.extend<object, { poisoned: { url: string; db: Db; fields: number } }>({
  poisoned: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-xss-'));
      const dataFile = join(dir, 'data.json');
      const db = JSON.parse(readFileSync(process.env[E2E_ENV.pristineData] ?? '', 'utf8')) as Db;
      const fields = poisonData(db, [ADMIN.email]);
      writeFileSync(dataFile, JSON.stringify(db));
      let mock: RunningMock | undefined;
      try {
        mock = await startMock({ root: ROOT, dataFile, serveDist: true, quiet: true });
        await provide({ url: mock.url, db, fields });
      } finally {
        await mock?.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

/** Pages the CSP test opens on the shared (unpoisoned) server, after login: lists, the rich-text editor. */
const CSP_PAGES = [
  'dashboard',
  'category',
  'category/:category/edit',
  'giftCards',
  'cms',
  'push',
  'customers',
  'transactions',
];

/** Counts what ran or was about to: dialogs, and CSP violations (the page's events and the browser's console). */
async function watch(page: Page) {
  const seen = { dialogs: [] as string[], violations: await cspViolations(page) };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text)) seen.violations.push(text);
  });
  return seen;
}

/** Event-handler attributes and script-running URLs anywhere in the DOM (shadow roots aside). */
const domProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) problems.push(`${element.tagName} ${name}`);
        if (
          /^(href|src|action|formaction|xlink:href|srcdoc|data)$/i.test(name) &&
          /^\s*javascript:/i.test(value)
        )
          problems.push(`${element.tagName} ${name}=${value}`);
        if (name === 'srcdoc') problems.push(`${element.tagName} srcdoc`);
      }
      if (element.tagName === 'SCRIPT' && !(element as HTMLScriptElement).src) problems.push('inline script');
    }
    return problems;
  });

/** Signs in as the super admin on `base` (the shared server by default). */
async function login(page: Page, base = '') {
  const form = new LoginPage(page);
  await page.goto(`${base}/auth/login`);
  await form.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

let visited = 0;
let modals = 0;
/** Routes where a payload shows as inert text: proof the corpus really reached the screens. */
let shownAsText = 0;
test.afterAll(({ poisoned }) => {
  const payloads = TEXT_PAYLOADS.length + IMAGE_PAYLOADS.length + [RICH_HTML, RICH_DRAFT].length;
  console.log(
    `[security] suite 7 stored XSS: ${payloads} payloads in ${poisoned.fields} fields, ${visited} routes and ` +
      `${modals} modals visited as the super admin (payload text on ${shownAsText} routes), 0 executions (CSP bypassed), 0 handler attributes or javascript: URLs in the DOM`,
  );
});

test(
  'the built page has no inline script and the app runs under its CSP',
  { tag: '@security' },
  async ({ page, request }) => {
    // Nine page loads and a sign-in: 30 s was too short beside the permission matrix on 2 cores.
    test.setTimeout(90_000);
    const html = await (await request.get('/')).text();
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/gi) ?? []).toEqual([]);
    const seen = await watch(page);
    await login(page);
    const pristine = JSON.parse(readFileSync(process.env[E2E_ENV.pristineData] ?? '', 'utf8')) as Db;
    for (const path of CSP_PAGES) {
      await page.goto(`/admin/${path.replace(':category', pristine.categories[0]._id)}`);
      await page.waitForLoadState('networkidle');
      // The rich-text editor (Quill) is the part most likely to need what the policy refuses.
      const content = path.endsWith('/edit')
        ? page.locator(RICH_TEXT_EDITOR).first()
        : page.locator('#main-content');
      await expect(content).toBeVisible();
    }
    expect(seen).toEqual({ dialogs: [], violations: [] });
  },
);

test.describe('stored payloads with the CSP bypassed', () => {
  // The CSP would block a handler that reached the DOM: off, so that only the rendering is judged
  // (DOMPurify's own parsing of the payloads also reports violations, though nothing runs there).
  test.use({ bypassCSP: true });

  test(
    'no stored payload runs on any list, view or modal',
    { tag: '@security' },
    async ({ page, poisoned }) => {
      // 31 routes and 18 modals, a few seconds each on 2 cores: it took ~90 s, its old budget, and
      // timed out once in CI with nothing wrong. Bounded still, with room for a loaded machine.
      test.setTimeout(240_000);
      const { db } = poisoned;
      const first = <T extends { _id: string }>(items: T[], where: (item: T) => boolean = () => true) =>
        items.find(where)?._id ?? '';
      const routes = [
        'dashboard',
        'subadmin',
        `subadmin/${first(db.admins, (a) => a.sEmail !== ADMIN.email)}`,
        'customers',
        `customer/view/${first(db.customers)}`,
        `customer/edit/${first(db.customers)}`,
        'kyc/pending',
        'kyc/verified',
        `kyc/verify/${db.kyc[0]?._id ?? ''}`,
        'category',
        `category/${first(db.categories)}`,
        `category/${first(db.categories)}/edit`,
        'giftCards',
        `card/${first(db.giftCards)}`,
        `card/${first(db.giftCards)}/edit`,
        'redeemCards',
        `redeemcard/${first(db.redeemCards)}`,
        'cms',
        'push',
        'pending-orders',
        'accepted-orders',
        'delevered-orders',
        'sellcards/pending',
        'sellcards/rejected',
        'sellcards/approve',
        `sellcard/${first(db.orders, (o) => o.eType === 'Sell')}`,
        'transactions',
        `transaction/${first(db.orders, (o) => o.eType === 'Buy')}`,
        'wallets-transactions',
        `transaction-wallet/${first(db.walletTransactions)}`,
        'user-profile',
      ];
      const seen = await watch(page);
      const requests = trackRequests(page);
      await login(page, poisoned.url);
      const problems: string[] = [];
      for (const route of routes) {
        // Moving in the app as its links do: a stored payload renders the same way, without a cold load each.
        await goInApp(page, `/admin/${route}`);
        // Not the network going idle alone: lists and the shell render their answer one interruptible
        // render later (src/common/Deferred.tsx), and the DOM read before that would hold nothing to judge.
        await settle(page, requests);
        // A page shows something in its main content once rendered (react-admin's Loading is blank at first).
        await expect.poll(async () => (await page.locator('#main-content').innerText()).trim()).not.toBe('');
        problems.push(...(await domProblems(page)).map((problem) => `${route}: ${problem}`));
        if ((await page.locator('#main-content').innerText()).includes('xss-')) shownAsText++;
        visited++;
      }
      // The modals of the settings pages: every view and edit dialog, where the rich texts render.
      await page.goto(`${poisoned.url}/admin/cms`);
      const openers = page.getByRole('button', {
        name: new RegExp(`^(${enSettings.list.view}|${enSettings.list.edit}): `),
      });
      await expect(openers.first()).toBeVisible();
      const count = await openers.count();
      for (let i = 0; i < count; i++) {
        await openers.nth(i).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForLoadState('networkidle');
        problems.push(...(await domProblems(page)).map((problem) => `cms dialog ${i}: ${problem}`));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        modals++;
      }
      expect(problems).toEqual([]);
      expect(seen.dialogs).toEqual([]);
      expect(shownAsText).toBeGreaterThan(routes.length / 2);
    },
  );
});

test('after login, no URL takes the app off its origin', { tag: '@security' }, async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const left: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) left.push(frame.url());
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await login(page);
  for (const path of [
    '/auth/login?redirect=https://evil.example/',
    '/auth/login?next=//evil.example',
    '/admin//evil.example',
    '/admin/dashboard#https://evil.example',
    '/admin/dashboard?redirect=javascript:alert(1)',
    '//evil.example/admin/dashboard',
    '/admin/%2F%2Fevil.example',
  ]) {
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).origin, path).toBe(origin);
  }
  expect(left).toEqual([]);
});
