/**
 * One build for every environment: the built app, served by one mock from a copy of dist/ whose
 * config.json names a second mock (another port, so another origin) as its API and media host,
 * signs in and shows the dashboard and images from that second origin. No rebuild: the copy's
 * JavaScript is the shared build's. The fixture's CSP check shows the policy the app's host sends
 * (built from the served config.json) lets the other origin in, and nothing else is blocked.
 */
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock, type RunningMock } from '../../scripts/lib/mock';
import { ROOT } from '../../scripts/lib/paths';
import { LOCALHOST, freePort } from '../../scripts/lib/processes';
import { ADMIN } from './accounts';
import { browserToken, dashboardCounts } from './api';
import { E2E_ENV } from './env';
import { expect, test as base } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { escapeRegExp } from './pages/fields';

interface Origins {
  /** The mock serving the app (its own API is left unused). */
  app: string;
  /** The mock the app's config.json names for the API and the media. */
  api: string;
}

async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

const test = base.extend<{ pristineData: string; origins: Origins }>({
  pristineData: [process.env[E2E_ENV.pristineData] ?? '', { option: true }],
  origins: [
    async ({ pristineData }, provide, testInfo) => {
      const dir = mkdtempSync(join(tmpdir(), 'giftdesk-e2e-config-'));
      const mocks: RunningMock[] = [];
      try {
        const [appPort, apiPort] = await twoFreePorts();
        const origins = { app: `http://${LOCALHOST}:${appPort}`, api: `http://${LOCALHOST}:${apiPort}` };
        // A copy of the build: the shared dist/ keeps its own config.json for the other specs.
        const dist = join(dir, 'dist');
        cpSync(join(ROOT, 'dist'), dist, { recursive: true });
        writeFileSync(
          join(dist, 'config.json'),
          JSON.stringify({ apiUrl: `${origins.api}/api/v1`, mediaUrl: `${origins.api}/media` }),
        );
        for (const name of ['app.json', 'api.json']) copyFileSync(pristineData, join(dir, name));
        const started = await Promise.allSettled([
          startMock({
            root: ROOT,
            dataFile: join(dir, 'api.json'),
            port: apiPort,
            quiet: true,
            env: { MOCK_CORS_ORIGINS: origins.app },
          }),
          startMock({
            root: ROOT,
            dataFile: join(dir, 'app.json'),
            port: appPort,
            distDir: dist,
            quiet: true,
            env: { MOCK_CORS_ORIGINS: '' },
          }),
        ]);
        for (const result of started) if (result.status === 'fulfilled') mocks.push(result.value);
        for (const result of started) if (result.status === 'rejected') throw result.reason;
        await provide(origins);
      } finally {
        await Promise.all(mocks.map((mock) => mock.stop()));
        if (testInfo.status !== testInfo.expectedStatus) {
          const body = mocks.map((mock) => `--- mock on port ${mock.port} ---\n${mock.output()}`).join('\n');
          await testInfo.attach('mock-output.txt', { body, contentType: 'text/plain' });
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ origins }, provide) => provide(origins.app),
});

test('the built app signs in and loads the dashboard from the API its config.json names', async ({
  page,
  origins,
  playwright,
}) => {
  test.setTimeout(90_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  const dashboard = new DashboardPage(page);
  await dashboard.expectShown();

  // The figures are the second mock's, read with the token the browser got from it.
  const token = (await browserToken(page)) ?? '';
  expect(token).toBeTruthy();
  const api = await playwright.request.newContext({ baseURL: origins.api });
  const app = await playwright.request.newContext({ baseURL: origins.app });
  try {
    await dashboard.expectFigures(await dashboardCounts(api, token));
    // The session lives on the second mock only: the app's host never saw the sign-in.
    const verify = (context: typeof api) =>
      context.get('/api/v1/admin/token/verify', { headers: { Authorization: token } });
    expect((await verify(api)).status()).toBe(200);
    expect((await verify(app)).status()).toBe(401);
  } finally {
    await Promise.all([api.dispose(), app.dispose()]);
  }

  expect(requests).toContain(`GET ${origins.app}/config.json`);
  expect(requests).toContain(`POST ${origins.api}/api/v1/admin/login`);
  expect(requests).toContain(`GET ${origins.api}/api/v1/admin/dashboard/count`);
  expect(requests.filter((request) => request.includes(`${origins.app}/api/`))).toEqual([]);

  // A reload deep in the admin still finds config.json at the root; images come from the media origin.
  await page.goto('/admin/category');
  const image = page.getByTestId('category-tile').first().locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${escapeRegExp(origins.api)}/media/`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(requests.filter((request) => request.endsWith('/admin/config.json'))).toEqual([]);
  expect(requests.filter((request) => request.includes(`${origins.app}/api/`))).toEqual([]);
});
