import { ADMIN } from './accounts';
import { expect, isolatedTest } from './fixtures';
import { CARD_TEXTS, RedeemCardsPage } from './pages/CardPages';
import { LoginPage } from './pages/LoginPage';
import { EN } from './texts';

isolatedTest('a redeem card with a generated code; the same code again is refused', async ({ page }) => {
  // A whole journey with the spec's redirect delays: more than the default 30 s on a loaded machine.
  isolatedTest.setTimeout(60_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The lower-case list path of the spec resolves too; the list never carries a secret.
  const listAnswer = page.waitForResponse((r) => r.url().endsWith('/admin/redeemcards/list'));
  const cards = new RedeemCardsPage(page);
  await cards.goto('/admin/redeemcards');
  const body = await (await listAnswer).text();
  expect(body).not.toMatch(/sCode|sPin/);
  await expect(cards.rows.first()).toContainText('••••');

  await cards.addButton.click();
  await expect(page).toHaveURL(/\/admin\/redeemCards\/create$/);
  const code = await cards.generate();
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ0-9]{16}$/);
  await cards.fillRest({ pin: '4321', value: '50', currency: 'GBP - British pound' });
  await cards.submit();
  await expect(page.getByText(CARD_TEXTS.redeem.created)).toBeVisible();
  // Section 4: back to the list after 1 s.
  await expect(page).toHaveURL(/\/admin\/redeemCards$/, { timeout: 4000 });

  // Newest first: the new card is the first row, masked until revealed.
  const first = cards.rows.first();
  await expect(first).toContainText('£50');
  await expect(first).not.toContainText(code);
  await first.getByRole('button', { name: CARD_TEXTS.redeem.reveal }).click();
  await expect(first).toContainText(code);
  await expect(first).toContainText('4321');
  await first.getByRole('button', { name: CARD_TEXTS.redeem.hide }).click();
  await expect(first).not.toContainText(code);

  // The same code (typed in lower case) is refused with the server's message.
  await page.goto('/admin/add/redeemcard');
  await expect(page).toHaveURL(/\/admin\/redeemCards\/create$/);
  await cards.code.fill(code.toLowerCase());
  await cards.fillRest({ pin: '1', value: '10', currency: 'USD - US dollar' });
  await cards.submit();
  await expect(page.getByText(EN.server.redeem_code_taken)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/redeemCards\/create$/);
});
