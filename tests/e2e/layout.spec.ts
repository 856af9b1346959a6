import { ADMIN } from './accounts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { EN } from './texts';
import { signIn } from './pages/OrdersPage';
import { listRows } from './pages/listRows';
import { settle, trackRequests } from './permissionProbe';

const NAVY = 'rgb(30, 41, 59)';

test('the sidebar colour is kept across a reload and a logout; the toggle says what it did', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const dashboard = new DashboardPage(page);
  await login.goto();
  await login.login(ADMIN);
  await dashboard.expectShown();

  const sidebar = page.locator('.gd-sidebar-column');
  await page.getByRole('button', { name: EN.layout.sidebar_color.label }).click();
  await page.getByRole('menuitem', { name: EN.layout.sidebar_color.navy }).click();
  await expect(sidebar).toHaveCSS('background-color', NAVY);

  await page.reload();
  await dashboard.expectShown();
  await expect(sidebar).toHaveCSS('background-color', NAVY);

  await new AdminShell(page).logout();
  await login.expectShown();
  await login.login(ADMIN);
  await dashboard.expectShown();
  await expect(sidebar).toHaveCSS('background-color', NAVY);

  await page.getByRole('button', { name: EN.layout.sidebar.minimise }).click();
  await expect(page.getByText(EN.layout.sidebar.minimised)).toBeVisible();
  await expect(page.getByRole('button', { name: EN.layout.sidebar.expand })).toBeVisible();
});

/**
 * How far the content of the admin's main area moved on its own since the page loaded: the sum of
 * the layout shifts (Chromium's Cumulative Layout Shift entries) with a moved element inside it.
 */
const mainContentShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          sources: { node: Node | null }[];
        }
        const main = document.getElementById('main-content');
        let sum = 0;
        // Buffered: the entries since the page loaded come in the first call, or none at all.
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as Shift[]) {
            if (shift.sources.some((source) => source.node && main?.contains(source.node)))
              sum += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

test('on a phone, an order list does not move once its rows show: the search-in select’s place is held until it mounts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const requests = trackRequests(page);
  await signIn(page, ADMIN);
  await page.goto('/admin/pending-orders');
  await expect(listRows(page).first()).toBeVisible();
  // The select mounts after the rows (common/Deferred.tsx's AfterPage), on its own line at this width.
  await expect(page.getByRole('combobox', { name: 'Search in' })).toBeVisible();
  await settle(page, requests);
  // With the width alone held, the rows moved down 36 px: 0.19 here.
  expect(await mainContentShift(page)).toBeLessThan(0.01);
});
