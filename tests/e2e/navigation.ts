import type { Page } from '@playwright/test';

/**
 * Moves the app to `path` in the page, as its own links do (history API, no reload). A cold load per
 * screen is most of a long walk's time; what a screen shows does not depend on how it was reached.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
