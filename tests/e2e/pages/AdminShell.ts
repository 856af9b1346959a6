import { expect, type Locator, type Page } from '@playwright/test';
import { LOCALES } from '../../../src/i18n/locales';
import { EN, type Texts } from '../texts';

const LANGUAGE_NAMES = new RegExp(`^(${LOCALES.map((l) => l.name).join('|')})$`, 'i');

/** The admin layout around every /admin page: sidebar menu and top bar (user menu, language). */
export class AdminShell {
  readonly menu: Locator;
  readonly userMenuButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts = EN,
  ) {
    this.menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    this.userMenuButton = page.getByRole('button', { name: /profile|profil|account|compte/i }).first();
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  async openUserMenu(): Promise<void> {
    await this.userMenuButton.click();
  }

  async openEditProfile(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: this.texts.layout.user_menu.edit_profile }).click();
  }

  async openChangePassword(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: this.texts.layout.user_menu.change_password }).click();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: /log ?out|déconnexion/i }).click();
  }

  /** Chooses a language by its name (English, Français); the top-bar button shows the current one. */
  /**
   * Switches the interface's language and waits until the app shows it: the choice is stored once
   * its messages have loaded, so a page load right after the click could still start in the old one.
   */
  async chooseLanguage(name: string): Promise<void> {
    const locale = LOCALES.find((item) => item.name === name)?.locale;
    if (!locale) throw new Error(`No locale is called ${name}`);
    await this.page.getByRole('button', { name: LANGUAGE_NAMES }).click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
  }

  async expectNoPermissionPage(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/nopermission$/);
    await expect(this.page.getByText(this.texts.layout.no_permission.message)).toBeVisible();
  }
}
