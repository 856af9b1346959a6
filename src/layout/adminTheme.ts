import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The app's own overrides, shared by both modes: denser table cells (the widest lists - customers,
 * orders, transactions - have nine or ten columns and must fit a 1440 px screen beside the
 * sidebar); on a narrower one the table scrolls inside its card instead of pushing the page sideways.
 */
const adminComponents: RaThemeOptions['components'] = {
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
      root: { '& .RaList-content': { overflowX: 'auto' } },
    },
  },
};

// Wide enough for the longest French menu names ('Sous-administrateurs', 'Commandes en attente').
const sidebar = { width: 264, closedWidth: 50 };

/** react-admin's default look with the app's overrides. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  sidebar,
  components: { ...defaultTheme.components, ...adminComponents },
};

/** The same overrides on react-admin's dark palette (its inputs and toolbars are already tuned for it). */
export const adminDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...adminComponents },
};
