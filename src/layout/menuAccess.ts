/** What the sidebar shows to whom: pure functions of the menu table and the permission subject. */
import { canSeeResource, type AccessSubject } from '../domain/permissions';
import type { ExtensionName } from '../api/extensions';
import { isMenuGroup, type MenuEntry, type MenuLink } from '../common/feature';

/**
 * The table without the links the subject may not use, nor those whose extension the API lacks,
 * and without groups left empty.
 */
export function visibleMenu(
  entries: readonly MenuEntry[],
  subject: AccessSubject | undefined,
  absent: ReadonlySet<ExtensionName> = new Set(),
): MenuEntry[] {
  const shows = (link: MenuLink) =>
    canSeeResource(subject, link.resource) && !(link.extension && absent.has(link.extension));
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return shows(entry) ? [entry] : [];
    const children = entry.children.filter(shows);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

const links = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? [...entry.children] : [entry]));

/** Every module path the menu serves, for firstAllowedPath (the no-permission page's redirect). */
export const servedModulePaths = (entries: readonly MenuEntry[]): string[] =>
  links(entries).map((l) => l.path);
