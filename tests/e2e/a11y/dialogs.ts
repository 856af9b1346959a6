/** The main dialogs the accessibility spec opens (read only: none is submitted). */
import { expect, type Page } from '@playwright/test';
import enCommon from '../../../src/i18n/en/common';
import { orders as enOrders } from '../../../src/orders/i18n/en';
import { settings as enSettings } from '../../../src/settings/i18n/en';
import { orders as frOrders } from '../../../src/orders/i18n/fr';
import { settings as frSettings } from '../../../src/settings/i18n/fr';
import frCommon from '../../../src/i18n/fr/common';
import { orders as arOrders } from '../../../src/orders/i18n/ar';
import { settings as arSettings } from '../../../src/settings/i18n/ar';
import arCommon from '../../../src/i18n/ar/common';

export const DIALOG_TEXTS = {
  'en-US': { common: enCommon, orders: enOrders, settings: enSettings },
  'fr-FR': { common: frCommon, orders: frOrders, settings: frSettings },
  ar: { common: arCommon, orders: arOrders, settings: arSettings },
};
type DialogTexts = (typeof DIALOG_TEXTS)['en-US'];

export interface DialogScreen {
  name: string;
  /** The list the dialog opens from. */
  path: string;
  /** Opens the dialog (the list is shown) and answers once it is. */
  open: (page: Page, texts: DialogTexts) => Promise<void>;
}

const firstRowButton = (page: Page, name: string | RegExp) =>
  page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name, exact: typeof name === 'string' });

const shown = (page: Page) => expect(page.getByRole('dialog')).toBeVisible();

export const DIALOGS: DialogScreen[] = [
  {
    name: 'order details',
    path: '/admin/pending-orders',
    open: async (page, t) => {
      await firstRowButton(page, t.orders.actions.view_details).click();
      await shown(page);
    },
  },
  {
    name: 'codes (accept)',
    path: '/admin/pending-orders',
    open: async (page, t) => {
      await firstRowButton(page, t.orders.actions.accept).click();
      await shown(page);
    },
  },
  {
    // The only reject left (catalogue s.2 offers none in the buy lists): a sell order's.
    name: 'reject',
    path: '/admin/sellcards/pending',
    open: async (page, t) => {
      await firstRowButton(page, t.orders.actions.reject_order).click();
      await expect(page.getByRole('dialog').getByLabel(t.orders.reject.reason)).toBeVisible();
    },
  },
  {
    name: 'delete confirm',
    path: '/admin/giftCards',
    open: async (page, t) => {
      await firstRowButton(page, t.common.delete.button).click();
      await expect(page.getByRole('dialog').getByText(t.common.delete.title)).toBeVisible();
    },
  },
  {
    name: 'settings view',
    path: '/admin/cms',
    open: async (page, t) => {
      await firstRowButton(page, new RegExp(`^${t.settings.list.view}: `)).click();
      await shown(page);
    },
  },
  {
    name: 'settings edit',
    path: '/admin/cms',
    open: async (page, t) => {
      await firstRowButton(page, new RegExp(`^${t.settings.list.edit}: `)).click();
      await shown(page);
    },
  },
  {
    // Issue 21: the count-naming question of a bulk action (the table's select-all, then the toolbar's).
    name: 'bulk confirm',
    path: '/admin/pending-orders',
    open: async (page, t) => {
      // Clicked, then awaited: the table sets the box a render later than Playwright's check() looks.
      const selectAll = page.locator('thead input[type="checkbox"]');
      await selectAll.click();
      await expect(selectAll).toBeChecked();
      await page
        .locator('[data-test="bulk-actions-toolbar"]')
        .getByRole('button', { name: t.orders.bulk.accept, exact: true })
        .click();
      await shown(page);
    },
  },
];
