import { useQueries } from '@tanstack/react-query';
import { Menu as RaMenu, useDataProvider, usePermissions } from 'react-admin';
import { isExtensionAbsentError } from '../api/extensions';
import { useAbsentExtensions } from '../api/useExtensions';
import type { AccessSubject } from '../domain/permissions';
import { visibleMenu } from './menuAccess';
import { isMenuGroup, MENU, type MenuEntry, type MenuLink } from './menuItems';
import { MenuGroupItem } from './MenuGroupItem';
import { MenuLinkItem } from './MenuLinkItem';
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
  const absent = useAbsentExtensions();
  return isPending ? undefined : visibleMenu(entries, permissions, absent);
}

const linksOf = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? [...entry.children] : [entry]));

/**
 * A link that depends on an extension is shown only where the API has it: its list is asked for one
 * row, once per page load, and a 404 hides the link (src/api/extensions.ts). The answer is the
 * screen's own first page of one, so nothing is asked that the screen would not ask.
 */
function useExtensionProbes(visible: readonly MenuEntry[]): void {
  const dataProvider = useDataProvider();
  const probed = linksOf(visible).filter((link) => link.extension);
  useQueries({
    queries: probed.map((link) => ({
      queryKey: ['giftdesk', 'extension-probe', link.resource],
      queryFn: () =>
        dataProvider
          .getList(link.resource, { pagination: { page: 1, perPage: 1 }, filter: {} })
          // The absence is recorded by extensions.ts; it is not a failure of the menu.
          .catch((error: unknown) => (isExtensionAbsentError(error) ? null : Promise.reject(error))),
      staleTime: Infinity,
      retry: false,
    })),
  });
}

/** Whether the shell shows a sidebar at all: yes while unknown, no when the menu would be empty. */
export function useHasMenu(): boolean {
  const visible = useVisibleMenu();
  return visible === undefined || visible.length > 0;
}

export const Menu = ({ entries = MENU, className }: MenuProps) => {
  const visible = useVisibleMenu(entries) ?? [];
  useExtensionProbes(visible);
  // The sidebar is on every admin page: it keeps the work-queue counts fresh.
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
