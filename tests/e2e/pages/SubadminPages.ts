import { expect, type Locator, type Page } from '@playwright/test';
import { subadmins as enSubadmins, subadminResource as enResource } from '../../../src/subadmins/i18n/en';
import enCommon from '../../../src/i18n/en/common';
import { fieldByLabel } from './fields';

export type SubadminTexts = typeof enSubadmins;

/** /admin/subadmin: the sub-admin list. */
export class SubadminListPage {
  readonly search: Locator;
  readonly addButton: Locator;
  readonly table: Locator;

  constructor(
    readonly page: Page,
    readonly texts: SubadminTexts = enSubadmins,
  ) {
    this.search = page.getByPlaceholder(texts.list.search);
    this.addButton = page.getByRole('link', { name: texts.list.add, exact: true });
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/subadmin');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/subadmin(\?.*)?$/);
    await expect(this.page.getByRole('columnheader', { name: enResource.fields.sFullName })).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  statusSwitch(fullName: string): Locator {
    return this.page.getByRole('switch', {
      name: this.texts.list.status_label.replace('%{name}', fullName),
    });
  }

  editLink(fullName: string): Locator {
    return this.page.getByRole('link', { name: `${enCommon.edit}: ${fullName}` });
  }

  deleteButton(fullName: string): Locator {
    return this.page.getByRole('button', { name: `${enCommon.delete.button}: ${fullName}` });
  }

  async filter(text: string): Promise<void> {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(/filter=/);
  }
}

/** The Add SubAdmin / Edit SubAdmin form. */
export class SubadminFormPage {
  readonly email: Locator;
  readonly fullName: Locator;
  readonly countryCode: Locator;
  readonly mobile: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    readonly texts: SubadminTexts = enSubadmins,
  ) {
    const f = texts.form;
    this.email = fieldByLabel(page, f.email);
    this.fullName = fieldByLabel(page, f.full_name);
    this.countryCode = fieldByLabel(page, f.country_code);
    this.mobile = fieldByLabel(page, f.mobile);
    this.password = fieldByLabel(page, f.password);
    this.confirmPassword = fieldByLabel(page, f.confirm_password);
    this.save = page.getByRole('button', { name: f.submit, exact: true });
  }

  heading(mode: 'add' | 'edit'): Locator {
    const title = mode === 'add' ? this.texts.form.add_title : this.texts.form.edit_title;
    return this.page.getByRole('heading', { name: title, exact: true, level: 1 });
  }

  /** The matrix checkbox of one module's operation, e.g. ('Customers', 'View'). */
  permission(module: keyof SubadminTexts['modules'], operation: keyof SubadminTexts['operations']): Locator {
    const name = this.texts.matrix.cell
      .replace('%{module}', this.texts.modules[module])
      .replace('%{operation}', this.texts.operations[operation]);
    return this.page.getByRole('checkbox', { name, exact: true });
  }
}
