import { ADMIN, EDITOR } from './accounts';
import { apiLogin, browserToken } from './api';
import { expect, isolatedTest, test } from './fixtures';
import { goInApp } from './navigation';
import { CARD_TEXTS, GiftCardsPage } from './pages/CardPages';
import { LoginPage } from './pages/LoginPage';
import { EN } from './texts';

const API = '/api/v1';

isolatedTest('the super admin creates a gift card and finds it in the list', async ({ page }) => {
  // A whole journey with the spec's redirect delays: more than the default 30 s on a loaded machine.
  isolatedTest.setTimeout(60_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const cards = new GiftCardsPage(page);
  // In the app, as the menu link does: a second cold load of the app tests nothing more.
  await goInApp(page, '/admin/giftCards');
  await expect(cards.addButton).toBeVisible();
  await expect(cards.rows.first()).toBeVisible();
  await expect(cards.switches()).toHaveCount(10);
  await expect(cards.editLinks()).toHaveCount(10);
  await cards.addButton.click();
  await expect(page).toHaveURL(/\/admin\/giftCards\/create$/);
  await expect(page.getByLabel('Service Charge (% tax)')).toHaveValue('10');
  await cards.fillForm({
    title: 'E2E Steam 75 EUR',
    category: 'Steam Wallet Code',
    currency: 'EUR - Euro',
    value: '75',
    price: '70',
    sellable: true,
  });
  await expect(page.getByLabel('Exchange Fee (%)')).toHaveValue('30');
  await cards.submit();
  await expect(page.getByText(CARD_TEXTS.gift.created)).toBeVisible();
  // Section 4: back to the list after 1.5 s.
  await expect(page).toHaveURL(/\/admin\/giftCards$/, { timeout: 5000 });
  const row = cards.row('E2E Steam 75 EUR');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Steam Wallet Code');
  await expect(row).toContainText('€70');
});

test("the spec's gift card paths resolve: add, view, edit", async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const list = await request.post(`${API}/admin/giftcards/list`, {
    headers: { Authorization: token },
    data: { nLimit: 1 },
  });
  const card = (await list.json()).data[0];
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`/admin/card/${card._id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/giftCards/${card._id}/show$`));
  await expect(page.getByText(card.sTitle)).toBeVisible();
  await page.goto(`/admin/card/${card._id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/admin/giftCards/${card._id}$`));
  await expect(page.getByLabel('Product Name')).toHaveValue(card.sTitle);
  await page.goto('/admin/add/card');
  await expect(page).toHaveURL(/\/admin\/giftCards\/create$/);
  await expect(page.getByRole('heading', { name: CARD_TEXTS.gift.title_create })).toBeVisible();
});

test('the editor sees gift cards read-only, and the API refuses its writes', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(EDITOR);
  // The no-permission page sends the editor on to the first module it may use.
  await expect(page).toHaveURL(/\/admin\/(category|giftCards)$/);

  const cards = new GiftCardsPage(page);
  await cards.goto();
  await expect(cards.rows).toHaveCount(10);
  await expect(cards.viewLinks()).toHaveCount(10);
  await expect(cards.addButton).toHaveCount(0);
  await expect(cards.switches()).toHaveCount(0);
  await expect(cards.editLinks()).toHaveCount(0);
  await expect(cards.deleteButtons()).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);

  const token = (await browserToken(page)) ?? '';
  const headers = { Authorization: token };
  const list = await request.post(`${API}/admin/giftcards/list`, { headers, data: { nLimit: 1 } });
  expect(list.status()).toBe(200);
  const card = (await list.json()).data[0];
  const writes = [
    request.post(`${API}/admin/giftcards`, { headers, data: { sTitle: 'x' } }),
    request.put(`${API}/admin/giftcards/${card._id}`, {
      headers,
      data: { _id: card._id, eStatus: 'Disabled' },
    }),
    request.delete(`${API}/admin/giftcards/${card._id}`, { headers }),
  ];
  for (const response of await Promise.all(writes)) {
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe(EN.server.forbidden);
  }
  // The card is untouched (checked as the super admin).
  const adminToken = await apiLogin(request, ADMIN);
  const again = await request.get(`${API}/admin/giftcards/${card._id}`, {
    headers: { Authorization: adminToken },
  });
  expect((await again.json()).data.eStatus).toBe(card.eStatus);
});
