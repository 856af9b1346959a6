import type { Locator, Page } from '@playwright/test';

/** `text` as a regular expression that matches it literally. */
/** The rich-text editor's editable area (src/common/RichTextInput.tsx): a multi-line textbox. */
export const RICH_TEXT_EDITOR = '[contenteditable][role="textbox"][aria-multiline="true"]';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An input by its whole label, with or without react-admin's required asterisk ("Email *"): exact,
 * so that "Password" is not "Confirm password", whichever of the two a form marks as required.
 */
export const fieldByLabel = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
