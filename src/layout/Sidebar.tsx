import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';
import { sidebarColor, useSidebarColor } from './sidebarColors';
import { AfterPage } from '../common/Deferred';

const TEXT = '#ffffff';

/** Paints the sidebar column (and the mobile drawer) with the chosen colour and light text. */
const colouredSidebar = (background: string): SxProps<Theme> => ({
  '& .RaSidebar-fixed': { backgroundColor: background },
  '& .MuiDrawer-paper': { backgroundColor: { xs: background, sm: 'transparent' } },
  '& .RaMenuItemLink-root, & .RaMenuItemLink-icon, & .gd-menu-group, & .gd-menu-group .MuiListItemIcon-root':
    {
      color: alpha(TEXT, 0.72),
    },
  '& .RaMenuItemLink-root:hover, & .gd-menu-group:hover': { backgroundColor: alpha(TEXT, 0.08) },
  '& .RaMenuItemLink-active': { color: TEXT, backgroundColor: alpha(TEXT, 0.14) },
  '& .RaMenuItemLink-active .RaMenuItemLink-icon': { color: TEXT },
});

export const Sidebar = (props: SidebarProps) => {
  const [colorId] = useSidebarColor();
  const color = sidebarColor(colorId);
  return (
    <RaSidebar
      {...props}
      data-sidebar-color={color.id}
      sx={color.background ? colouredSidebar(color.background) : undefined}
    >
      {/* The menu comes one render after the page: on a cold load the page's content shows first. */}
      <AfterPage>{props.children}</AfterPage>
    </RaSidebar>
  );
};
