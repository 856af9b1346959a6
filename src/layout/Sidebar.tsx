/**
 * The sidebar: a column beside the page, a drawer over it on phones. Ours, not react-admin's
 * Sidebar: that one follows the page's scroll (useScrollTrigger) for an app bar that hides itself,
 * and its first reading of the scroll position, as it mounts, forced a layout of the whole page in
 * the middle of a cold load (about 30 ms of main thread on 2 cores, issue 23). Our app bar never
 * hides, so the column has no use for the scroll.
 */
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { AfterPage } from '../common/Deferred';
import { SIDEBAR_WIDTH } from '../comfort/adminTheme';
import { sidebarColor, useSidebarColor } from './sidebarColors';

const TEXT = '#ffffff';
/** The class of the column that stays in view while the page scrolls (the tests find it by it). */
export const SIDEBAR_COLUMN_CLASS = 'gd-sidebar-column';
/** The height below react-admin's app bar. */
const COLUMN_HEIGHT = 'calc(100vh - 3em)';

/** Paints the column (and the phone's drawer) with the chosen colour and light text. */
const colouredSidebar = (background: string): SystemStyleObject<Theme> => ({
  [`& .${SIDEBAR_COLUMN_CLASS}`]: { backgroundColor: background },
  '& .MuiDrawer-paper': { backgroundColor: { xs: background, sm: 'transparent' } },
  '& .RaMenuItemLink-root, & .RaMenuItemLink-icon, & .gd-menu-group, & .gd-menu-group .MuiListItemIcon-root':
    {
      color: alpha(TEXT, 0.72),
    },
  '& .RaMenuItemLink-root:hover, & .gd-menu-group:hover': { backgroundColor: alpha(TEXT, 0.08) },
  '& .RaMenuItemLink-active': { color: TEXT, backgroundColor: alpha(TEXT, 0.14) },
  '& .RaMenuItemLink-active .RaMenuItemLink-icon': { color: TEXT },
});

/** The column's own space in the page (its menu sits in a fixed box inside it). */
const columnSx = (open: boolean): SystemStyleObject<Theme> => ({
  height: COLUMN_HEIGHT,
  '& .MuiDrawer-paper': {
    position: 'relative',
    width: open ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.closed,
    transition: (theme) =>
      theme.transitions.create('width', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
    backgroundColor: 'transparent',
    border: 'none',
    zIndex: 'inherit',
  },
});

const fixedColumnSx: SystemStyleObject<Theme> = {
  position: 'fixed',
  height: COLUMN_HEIGHT,
  overflowX: 'hidden',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
};

export const Sidebar = ({ children }: { children?: ReactNode }) => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const [colorId] = useSidebarColor();
  const color = sidebarColor(colorId);
  const colours = color.background ? colouredSidebar(color.background) : {};
  // The menu comes one render after the page: on a cold load the page's content shows first.
  const menu = <AfterPage>{children}</AfterPage>;
  if (isXSmall) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        data-sidebar-color={color.id}
        sx={[
          { '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH.open, backgroundColor: 'background.default' } },
          colours,
        ]}
      >
        {menu}
      </Drawer>
    );
  }
  return (
    <Drawer variant="permanent" open={open} data-sidebar-color={color.id} sx={[columnSx(open), colours]}>
      <Box className={SIDEBAR_COLUMN_CLASS} sx={fixedColumnSx}>
        {menu}
      </Box>
    </Drawer>
  );
};
