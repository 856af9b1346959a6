import { expect, type Locator, type Page } from '@playwright/test';
import { cards as enCards, cardResources } from '../../../src/cards/i18n/en';
import enCommon from '../../../src/i18n/en/common';
import { listRows } from './listRows';
import { chooseOption } from './select';
import { fieldByLabel } from './fields';

const C = enCards;
const GIFT = cardResources.giftCards.fields;
const REDEEM = cardResources.redeemCards.fields;

/** Things both card lists have: the floating add button, the row actions, the status switch. */
class CardList {
  readonly addButton: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('link', { name: C.actions.add, exact: true });
    this.rows = listRows(page);
    this.search = page.getByRole('textbox', { name: C.search });
  }

  switches(): Locator {
    return this.page.getByRole('switch', { name: C.status.toggle });
  }
  editLinks(): Locator {
    return this.page.getByRole('link', { name: enCommon.edit, exact: true });
  }
  viewLinks(): Locator {
    return this.page.getByRole('link', { name: enCommon.view, exact: true });
  }
  deleteButtons(): Locator {
    return this.page.getByRole('button', { name: enCommon.delete.button, exact: true });
  }
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }
}

/** /admin/giftCards and its form. */
export class GiftCardsPage extends CardList {
  async goto(): Promise<void> {
    await this.page.goto('/admin/giftCards');
    await expect(this.rows.first()).toBeVisible();
  }

  async fillForm(card: {
    title: string;
    category: string;
    currency: string;
    value: string;
    price: string;
    sellable?: boolean;
  }) {
    const page = this.page;
    await fieldByLabel(page, GIFT.sTitle).fill(card.title);
    await chooseOption(page, GIFT.iCategoryId, card.category);
    await chooseOption(page, GIFT.eCurrency, card.currency);
    await fieldByLabel(page, GIFT.nValue).fill(card.value);
    await fieldByLabel(page, GIFT.nPrice).fill(card.price);
    if (card.sellable) await page.getByRole('switch', { name: GIFT.bSellable }).check();
  }

  submit(): Promise<void> {
    return this.page.getByRole('button', { name: C.gift.submit, exact: true }).click();
  }
}

/** /admin/redeemCards and its form. */
export class RedeemCardsPage extends CardList {
  readonly code: Locator;

  constructor(page: Page) {
    super(page);
    this.code = page.getByLabel(REDEEM.sCode, { exact: true });
  }

  async goto(path = '/admin/redeemCards'): Promise<void> {
    await this.page.goto(path);
    await expect(this.rows.first()).toBeVisible();
  }

  async generate(): Promise<string> {
    await this.page.getByRole('button', { name: C.actions.generate, exact: true }).click();
    await expect(this.code).toHaveValue(/^[A-Z0-9]{16}$/);
    return this.code.inputValue();
  }

  async fillRest(card: { pin: string; value: string; currency: string }) {
    await this.page.getByLabel(REDEEM.sPin, { exact: true }).fill(card.pin);
    await this.page.getByLabel(REDEEM.nValue, { exact: true }).fill(card.value);
    await chooseOption(this.page, REDEEM.eCurrency, card.currency);
  }

  submit(): Promise<void> {
    return this.page.getByRole('button', { name: C.redeem.submit, exact: true }).click();
  }

  revealButtons(): Locator {
    return this.page.getByRole('button', { name: C.redeem.reveal });
  }
}

export { C as CARD_TEXTS, GIFT as GIFT_FIELDS, REDEEM as REDEEM_FIELDS };
