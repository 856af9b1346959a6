/**
 * Which admin page an address opens, by the react-router patterns of the page tables (view modules,
 * lists fetched ahead, features' prefetch). Light on purpose, as the entry's page tables are: no
 * React and no router.
 */
import { ADMIN_BASENAME } from './paths';

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `page` (a path under the admin basename, no leading slash) matches a react-router pattern
 * of these tables: static segments, `:param` segments and a trailing `/*`. react-router's own
 * matchPath would bring the router into the entry; tests/unit/pageModules.test.ts compares the two.
 */
export function matchesPage(pattern: string, page: string): boolean {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const body = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment))).join('/');
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`, 'i').test(page);
}

/** The page under the admin basename of `pathname`, or undefined outside the admin. */
export function adminPage(pathname: string): string | undefined {
  if (!pathname.startsWith(ADMIN_BASENAME)) return undefined;
  return pathname.slice(ADMIN_BASENAME.length).replace(/^\/+/, '');
}

/** The first entry of `tables` whose pattern matches the admin page at `pathname`. */
export function pageEntry<T>(
  tables: readonly Readonly<Record<string, T>>[],
  pathname: string,
): T | undefined {
  const page = adminPage(pathname);
  if (page === undefined) return undefined;
  for (const table of tables) {
    for (const [pattern, entry] of Object.entries(table)) if (matchesPage(pattern, page)) return entry;
  }
  return undefined;
}
