/**
 * What a page does wrong while a test drives it: console errors and requests that failed. The only
 * failures a backend with just the spec's calls may cause are the 404s of feature detection, one per
 * extension (src/api/extensions.ts): those are allowed, in the spec profile only.
 */
import type { Page } from '@playwright/test';
import type { MockProfile } from '../../mock-server/profiles';

/** The extensions' paths under the API base (src/api/extensions.ts EXTENSIONS). */
const EXTENSION_PATHS = [
  /\/api\/v1\/admin\/audit\/list$/,
  /\/api\/v1\/admin\/dashboard\/revenue$/,
  /\/api\/v1\/push\/list$/,
  /\/api\/v1\/admin\/invoice\/link$/,
  /\/api\/v1\/admin\/transaction-wallet\/[^/]+$/,
];

const isDetection = (url: string, status: number) =>
  status === 404 && EXTENSION_PATHS.some((path) => path.test(new URL(url).pathname));

export interface PageHealth {
  /** Console errors, and failed requests other than allowed detection 404s, since the watch began. */
  problems: string[];
  /** The detection 404s seen (each extension at most once per page load is expected). */
  detections: string[];
  /** Every API request the page sent since the watch began (`METHOD path`). */
  apiCalls: string[];
}

export function watchPage(page: Page, profile: MockProfile): PageHealth {
  const health: PageHealth = { problems: [], detections: [], apiCalls: [] };
  const allowed = (url: string, status: number) => profile === 'spec' && isDetection(url, status);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) health.apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const line = `${status} ${response.request().method()} ${new URL(response.url()).pathname}`;
    if (allowed(response.url(), status)) health.detections.push(line);
    else health.problems.push(line);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's requests: not a failure of the app.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    health.problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // Chromium's own line for an answered 4xx/5xx: the response handler above judged it already.
    if (message.text().startsWith('Failed to load resource') && url) return;
    health.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => health.problems.push(`page error: ${error.message}`));
  return health;
}

/** What the page shows, as one line, for a failure to say where a test ended up. */
export function shownText(page: Page, max = 600): Promise<string> {
  return page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .then((text) => text.replace(/\s+/g, ' ').slice(0, max))
    .catch(() => '(unreadable)');
}
