/**
 * /api-docs: the API reference (Scalar over GET /api/v1/openapi.json), public, within the app's CSP
 * (the fixture fails the test on any violation: Scalar's eval probe, its fonts, a CDN).
 */
import { expect, test } from './fixtures';
import { LOAD_FAILURE } from '../../src/i18n/loadFailure';

test('the API reference renders the contract signed out, from this origin only', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  const documentAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v1/openapi.json'));
  await page.goto('/api-docs');
  expect((await documentAnswer).status()).toBe(200);

  await expect(page.getByRole('heading', { name: 'Giftdesk marketplace API' })).toBeVisible();
  await expect(page.getByText('/admin/login').first()).toBeVisible();
  await expect(page.getByText('Sign in').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
  expect(elsewhere).toEqual([]);
});

test("the API reference whose code does not download says so with a Reload, not the router's developer page", async ({
  page,
}) => {
  await page.route(/\/assets\/ApiDocsPage-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/api-docs');
  await expect(page.getByRole('heading', { name: LOAD_FAILURE['en-US'].title })).toBeVisible();
  await expect(page.getByRole('button', { name: LOAD_FAILURE['en-US'].reload })).toBeVisible();
  await expect(page.getByText(/Hey developer/)).toHaveCount(0);
});

test('an API reference whose viewer does not download says so with a Reload', async ({ page }) => {
  await page.route(/\/assets\/scalar-standalone-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/api-docs');
  await expect(page.getByRole('heading', { name: LOAD_FAILURE['en-US'].title })).toBeVisible();
  await expect(page.getByRole('button', { name: LOAD_FAILURE['en-US'].reload })).toBeVisible();
});
