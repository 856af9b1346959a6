import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** The class of every menu label: what the layout's checks look for. */
export const MENU_LABEL_CLASS = 'gd-menu-label';

/**
 * Open, a label wraps to a second line instead of being cut: French names run longer than the
 * column ('Transactions du portefeuille' under its group's indent). Two lines hold every label the
 * app has at its width; folded, the column shows icons only and the label stays on one line.
 */
export const menuLabelSx = (sidebarOpen: boolean): SystemStyleObject<Theme> =>
  sidebarOpen
    ? {
        whiteSpace: 'normal',
        lineHeight: 1.25,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }
    : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
