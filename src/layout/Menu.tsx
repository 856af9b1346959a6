import { Menu as RaMenu, usePermissions } from 'react-admin';
import type { AccessSubject } from '../domain/permissions';
import { visibleMenu } from './menuAccess';
import { isMenuGroup, MENU, type MenuEntry } from './menuItems';
import { MenuGroupItem } from './MenuGroupItem';
import { MenuLinkItem } from './MenuLinkItem';

/** The sidebar: the menu table, less what the user may not use. */
export interface MenuProps {
  /** The table to render; the app's by default (tests pass their own). */
  entries?: readonly MenuEntry[];
  className?: string;
}

export const Menu = ({ entries = MENU, className }: MenuProps) => {
  const { permissions } = usePermissions<AccessSubject>();
  return (
    <RaMenu className={className}>
      {visibleMenu(entries, permissions).map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupItem key={entry.label} group={entry} />
        ) : (
          <MenuLinkItem key={entry.path} link={entry} />
        ),
      )}
    </RaMenu>
  );
};
