import { Menu as RaMenu, usePermissions } from 'react-admin';
import type { AccessSubject } from '../domain/permissions';
import { visibleMenu } from './menuAccess';
import { isMenuGroup, MENU, type MenuEntry } from './menuItems';
import { MenuGroupItem } from './MenuGroupItem';
import { MenuLinkItem } from './MenuLinkItem';
// [area:queues]
import { useQueuePolling } from '../queues';

/** The sidebar: the menu table, less what the user may not use. */
export interface MenuProps {
  /** The table to render; the app's by default (tests pass their own). */
  entries?: readonly MenuEntry[];
  className?: string;
}

/**
 * The menu entries this user may use. While the permissions load, the answer is "not known yet"
 * (undefined), so the shell does not flash without its sidebar for users who have one.
 */
export function useVisibleMenu(entries: readonly MenuEntry[] = MENU): MenuEntry[] | undefined {
  const { permissions, isPending } = usePermissions<AccessSubject>();
  return isPending ? undefined : visibleMenu(entries, permissions);
}

/** Whether the shell shows a sidebar at all: yes while unknown, no when the menu would be empty. */
export function useHasMenu(): boolean {
  const visible = useVisibleMenu();
  return visible === undefined || visible.length > 0;
}

export const Menu = ({ entries = MENU, className }: MenuProps) => {
  const visible = useVisibleMenu(entries) ?? [];
  // [area:queues] The sidebar is on every admin page: it keeps the work-queue counts fresh.
  useQueuePolling();
  return (
    <RaMenu className={className}>
      {visible.map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupItem key={entry.label} group={entry} />
        ) : (
          <MenuLinkItem key={entry.path} link={entry} />
        ),
      )}
    </RaMenu>
  );
};
