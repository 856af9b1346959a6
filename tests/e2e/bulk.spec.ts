/**
 * Bulk actions (issue 21): 50 pending orders accepted in one action with progress, one of them taken
 * by another session midway and reported as that row's failure; a sub-admin without the accept right
 * has no bulk action and no checkboxes; a catalogue status change and a refused delete.
 */
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import englishMessages from 'ra-language-english';
import enCommon from '../../src/i18n/en/common';
import enServer from '../../src/i18n/en/server';
import { ADMIN, type Account } from './accounts';
import { apiLogin, createSubadmin } from './api';
import { expect, isolatedTest as test } from './fixtures';
import { ORDERS, signIn } from './pages/OrdersPage';
import { listRows } from './pages/listRows';

const B = enCommon.bulk;
const { select_all: SELECT_ALL, select_row: SELECT_ROW } = englishMessages.ra.action;
const API = '/api/v1';

// Each test starts its own server; the bulk accept is 50 calls on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** react-admin's bulk toolbar, where the bulk buttons are (the rows have their own Accept). */
const bulkToolbar = (page: Page): Locator => page.locator('[data-test="bulk-actions-toolbar"]');

/** The lists render a selection one deferred pass later (common/Deferred.tsx): click, then wait. */
async function selectRow(checkbox: Locator): Promise<void> {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

/**
 * A list loaded anew, with `rows` rows shown (or some). Not moved to in the app: the previous list's
 * rows stay on screen until the next list's view has loaded, and a row picked then is the old list's.
 */
async function openList(page: Page, path: string, rows?: number): Promise<void> {
  await page.goto(path);
  if (rows === undefined) await expect(listRows(page).first()).toBeVisible();
  else await expect(listRows(page)).toHaveCount(rows);
}

/** Who accepts: the super admin, and a sub-admin whose only order right is to fulfil purchase requests. */
const ACCEPTERS: { who: string; account: (request: APIRequestContext) => Promise<Account> }[] = [
  { who: 'the super admin', account: async () => ADMIN },
  {
    who: 'a sub-admin with purchase-request rights only',
    account: (request) =>
      createSubadmin(request, 'bulk.accepter@example.com', {
        'Gift Card Purchase Request': ['View', 'Accept/Reject'],
      }),
  },
];

for (const { who, account } of ACCEPTERS)
  test(`${who} accepts 50 pending orders in one action: progress, one taken by another session midway is that row’s failure`, async ({
    page,
    request,
  }) => {
    // The other session: the super admin, signed in on its own.
    const otherSession = await apiLogin(request, ADMIN);
    await signIn(page, await account(request));
    await openList(page, '/admin/pending-orders?perPage=50', 50);

    // The 25th accept the page sends waits until the other session has accepted that same order through
    // the API, and until the test has seen the progress: the race is lost every time, not by chance.
    let sent = 0;
    let taken = '';
    let progressSeen: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (progressSeen = resolve));
    await page.route(`**${API}/admin/order/accept`, async (route: Route) => {
      sent += 1;
      if (sent === 25) {
        const { cartId } = route.request().postDataJSON() as { cartId: string };
        const other = await request.put(`${API}/admin/order/accept`, {
          headers: { Authorization: otherSession },
          data: { cartId },
        });
        expect(other.status(), await other.text()).toBe(200);
        taken = cartId;
        await seen;
      }
      await route.continue();
    });

    await selectRow(page.getByRole('checkbox', { name: SELECT_ALL }).first());
    await bulkToolbar(page).getByRole('button', { name: ORDERS.bulk.accept, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Accept 50 orders?' })
      .getByRole('button', { name: ORDERS.bulk.accept, exact: true })
      .click();

    const dialog = page.getByRole('dialog', { name: ORDERS.bulk.accept, exact: true });
    await expect(dialog.getByRole('progressbar', { name: B.progress_label })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(/Left: [1-9]/);
    progressSeen();

    await expect(dialog.getByRole('status')).toHaveText('Done: 49 · Failed: 1 · Not sent: 0', {
      timeout: 30_000,
    });
    expect(sent).toBe(50);
    // The failed row first, named by its order id, with the server's own message.
    const failed = dialog.getByRole('table', { name: B.results }).locator('tbody tr').first();
    await expect(failed).toContainText(B.state.failed);
    await expect(failed).toContainText(enServer.order_not_pending);
    const orders = await request.post(`${API}/admin/orders`, {
      headers: { Authorization: otherSession },
      data: { status: 2, nLimit: 100, search: '', search_by: '' },
    });
    const accepted = ((await orders.json()) as { data: { _id: string; sOrderId: string }[] }).data;
    const victim = accepted.find((order) => order._id === taken);
    expect(victim, 'the order the other session took is accepted').toBeTruthy();
    await expect(failed).toContainText(victim?.sOrderId ?? '-');
    // A refusal is not sent again: the same request would be refused the same way.
    await expect(dialog.getByRole('button', { name: /Retry failed/ })).toHaveCount(0);
    await expect(dialog).toContainText(B.not_retried);
    await dialog.getByRole('button', { name: B.close }).click();
    await expect(dialog).toBeHidden();
    // The accepted rows left the list and the selection; the one that failed stays selected.
    await expect(page.getByText('1 item selected')).toBeVisible();
  });

test('a sub-admin who may see pending orders but not accept them has no bulk action and no checkboxes', async ({
  page,
  request,
}) => {
  const account = await createSubadmin(request, 'bulk.viewer@example.com', {
    'Gift Card Purchase Request': ['View'],
  });
  await signIn(page, account);
  await page.goto('/admin/pending-orders');
  await expect(listRows(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: ORDERS.bulk.accept, exact: true })).toHaveCount(0);
});

test('catalogue: 2 redeem cards disabled at once; a category still in use is refused with the server’s reason', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openList(page, '/admin/redeemCards', 10);
  // The first two active cards, by position (a status change does not move a row).
  const rows = listRows(page);
  const positions: number[] = [];
  for (let index = 0; index < 10 && positions.length < 2; index += 1)
    if (await rows.nth(index).getByRole('switch').isChecked()) positions.push(index);
  expect(positions).toHaveLength(2);
  for (const position of positions)
    await selectRow(rows.nth(position).getByRole('checkbox', { name: SELECT_ROW }));
  await bulkToolbar(page).getByRole('button', { name: B.set_disabled }).click();
  await page
    .getByRole('dialog', { name: 'Set 2 redeem cards disabled?' })
    .getByRole('button', { name: B.set_disabled })
    .click();
  const dialog = page.getByRole('dialog', { name: B.set_disabled });
  await expect(dialog.getByRole('status')).toHaveText('Done: 2 · Failed: 0 · Not sent: 0');
  await dialog.getByRole('button', { name: B.close }).click();
  // Disabled, and no longer selected.
  for (const position of positions) {
    await expect(rows.nth(position).getByRole('switch')).not.toBeChecked();
    await expect(rows.nth(position).getByRole('checkbox', { name: SELECT_ROW })).not.toBeChecked();
  }

  // Every seeded category has gift cards: the API refuses the delete, and the row says why.
  await openList(page, '/admin/category');
  await selectRow(rows.first().getByRole('checkbox', { name: SELECT_ROW }));
  await bulkToolbar(page).getByRole('button', { name: B.delete, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete 1 category?' })
    .getByRole('button', { name: B.delete, exact: true })
    .click();
  const result = page.getByRole('dialog', { name: B.delete, exact: true });
  await expect(result.getByRole('status')).toHaveText('Done: 0 · Failed: 1 · Not sent: 0');
  await expect(result.getByRole('table', { name: B.results })).toContainText(enServer.category_in_use);
});
