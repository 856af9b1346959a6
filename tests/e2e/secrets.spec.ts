/**
 * Suite 6 in Chromium: after a login, a redeem card revealed and a delivered order list, local
 * storage holds the session token and nothing secret besides it (no password, card code or pin).
 */
import { ADMIN } from './accounts';
import { expect, test } from './fixtures';
import { RedeemCardsPage } from './pages/CardPages';
import { OrderListPage, signIn } from './pages/OrdersPage';

test('local storage keeps the session token and no other secret', { tag: '@security' }, async ({ page }) => {
  const secrets = new Set<string>([ADMIN.password]);
  const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/admin/login'));
  await signIn(page, ADMIN);
  const token = (await (await loginAnswer).headerValue('Authorization')) ?? '';
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  const cards = new RedeemCardsPage(page);
  await cards.goto();
  const revealAnswer = page.waitForResponse((r) => /\/admin\/redeemcards\/[0-9a-f]{24}$/.test(r.url()));
  await cards.revealButtons().first().click();
  const card = ((await (await revealAnswer).json()) as { data: { sCode: string; sPin: string } }).data;
  secrets.add(card.sCode).add(card.sPin);

  // The delivered list's own call (status 3), not the sidebar's queue counts, which ask the same URL.
  const ordersAnswer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/admin/orders') &&
      String((JSON.parse(r.request().postData() ?? '{}') as { status?: unknown }).status) === '3',
  );
  await new OrderListPage(page).goto('/admin/delevered-orders');
  const orders = await (await ordersAnswer).text();
  for (const [, code] of orders.matchAll(/"(?:sOrderContent|sCode|sPin)":"([^"]+)"/g)) secrets.add(code);
  // The check means something only when the page really carried codes.
  expect(secrets.size).toBeGreaterThan(3);

  const storage = await page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])),
  );
  expect(storage.token).toBe(token);
  const others = Object.entries(storage).filter(([key]) => key !== 'token');
  const leaks = others.filter(([, value]) =>
    [...secrets, token].some((secret) => secret.length >= 4 && value.includes(secret)),
  );
  expect(leaks).toEqual([]);
  console.log(
    `[security] suite 6 (local storage): ${others.length + 1} entries, ${secrets.size} secrets, 0 leaks`,
  );
});
