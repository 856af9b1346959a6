/**
 * Marks, while a part of the admin shell or of a list waits to mount (AfterPage), that the screen is
 * not whole yet: the page can look finished (no request, no spinner) for a while before its menu,
 * tools, list toolbar and pagination arrive.
 * Readers of a finished page wait for it to go (tests/e2e/permissionProbe.ts: the permission matrix
 * read a cold page as having no menu and no redirect yet, once in a CI run). Its own module, so that
 * the tests can read it without loading React.
 */
export const SHELL_PENDING_ATTRIBUTE = 'data-gd-shell-pending';

/** Any element that still marks it. */
export const SHELL_PENDING_SELECTOR = `[${SHELL_PENDING_ATTRIBUTE}]`;
