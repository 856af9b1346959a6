/** What the sidebar shows to whom: pure functions of the menu table and the permission subject. */
import {
  RESOURCE_MODULES,
  canAnyInGroup,
  type AccessSubject,
  type PermissionResource,
} from '../domain/permissions';
import { isMenuGroup, type MenuEntry, type MenuLink } from './menuItems';

/** A link is shown when its permission group grants any operation (platform.md section 6). */
export function canSeeResource(subject: AccessSubject | undefined, resource: PermissionResource): boolean {
  if (!subject) return false;
  return subject.isSuperAdmin === true || canAnyInGroup(subject.aPermissions, RESOURCE_MODULES[resource]);
}

/** The table without the links the subject may not use, and without groups left empty. */
export function visibleMenu(entries: readonly MenuEntry[], subject: AccessSubject | undefined): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return canSeeResource(subject, entry.resource) ? [entry] : [];
    const children = entry.children.filter((child) => canSeeResource(subject, child.resource));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

const links = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? [...entry.children] : [entry]));

/** Every module path the menu serves, for firstAllowedPath (the no-permission page's redirect). */
export const servedModulePaths = (entries: readonly MenuEntry[]): string[] =>
  links(entries).map((l) => l.path);
