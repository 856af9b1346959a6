import type { Locator, Page } from '@playwright/test';

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An input by its whole label, with or without react-admin's required asterisk ("Email *"): exact,
 * so that "Password" is not "Confirm password", whichever of the two a form marks as required.
 */
export const fieldByLabel = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
