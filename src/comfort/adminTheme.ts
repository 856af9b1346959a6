import type { CheckboxOwnerState } from '@mui/material';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The app's own overrides, shared by both modes: denser table cells (the widest lists - customers,
 * orders, transactions - have nine or ten columns and must fit a 1440 px screen beside the
 * sidebar); on a narrower one the table scrolls inside its card instead of pushing the page sideways.
 */
const adminComponents: RaThemeOptions['components'] = {
  // Letters on a grey avatar stay readable (4.5:1).
  MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#fff' } } },
  MuiTableCell: {
    styleOverrides: {
      root: { padding: '6px 10px' },
      head: { lineHeight: 1.3 },
    },
  },
  // The content column may shrink below its table's width (a flex child's min-width is auto).
  RaLayout: {
    styleOverrides: {
      root: { '& .RaLayout-content': { minWidth: 0 } },
    },
  },
  RaList: {
    styleOverrides: {
      // inline-size containment: a wide table scrolls inside its card, never widening the page.
      root: { '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } },
    },
  },
  // react-admin names a row's selection checkbox with an aria-label on the checkbox's root span,
  // which no screen reader reads for the input (axe: 'label', critical; 'aria-prohibited-attr'): a
  // name given that way moves to the input itself. A name given on the input (inputProps) stays.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: CheckboxOwnerState) =>
          ownerState['aria-label'] ? { 'aria-label': undefined } : {},
        input: (ownerState: CheckboxOwnerState) => ({
          ...ownerState.inputProps,
          ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        }),
      },
    },
  },
  // react-admin draws the bulk toolbar above the card, where the card's sideways scroll (above) clips
  // it out of sight: it sits at the card's top instead, over the table, and folds away when empty.
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: {
        '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
        // Folded away, its buttons leave the tab order and the accessibility tree too.
        '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
      },
    },
  },
};

// Wide enough for the longest French menu names ('Sous-administrateurs', 'Commandes en attente').
export const SIDEBAR_WIDTH = { open: 264, closed: 50 } as const;
const sidebar = { width: SIDEBAR_WIDTH.open, closedWidth: SIDEBAR_WIDTH.closed };

/** react-admin's default look with the app's overrides. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  sidebar,
  // Darker mains than MUI's: white on them, and they on the page background, reach 4.5:1 (WCAG AA).
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0d47a1' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    info: { main: '#01579b' },
    warning: { main: '#a14a00' },
    success: { main: '#1b5e20' },
  },
  components: {
    ...defaultTheme.components,
    ...adminComponents,
    // The helper text of a read-only field stays readable on white (4.5:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};

/** The same overrides on react-admin's dark palette (its inputs and toolbars are already tuned for it). */
export const adminDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...adminComponents },
};
