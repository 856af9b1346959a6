import type { Theme } from '@mui/material';
import { useMemo, useSyncExternalStore } from 'react';
import type { RaThemeOptions, Store } from 'react-admin';
import { adminDarkTheme, adminTheme } from './adminTheme';
import { DENSITY_STORE_KEY, toDensity, type Density } from './density';

type Components = NonNullable<RaThemeOptions['components']>;

/** Compact lists: tighter cells and row icons, about 20% more rows on a screen. */
const compactComponents: Components = {
  MuiTableCell: {
    styleOverrides: {
      root: {
        padding: '2px 8px',
        fontSize: '0.8125rem',
        '& .MuiIconButton-sizeSmall': { padding: 3 },
        '& .MuiButton-root': { paddingTop: 0, paddingBottom: 0 },
      },
      head: { lineHeight: 1.2 },
    },
  },
};

/** On a phone a dialog takes the whole width and height it needs, as MUI's fullScreen dialogs do. */
const phoneComponents: Components = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }),
    },
  },
};

/** One of the two base themes with the phone rules and the chosen density. */
export const comfortTheme = (base: RaThemeOptions, density: Density): RaThemeOptions => ({
  ...base,
  components: {
    ...base.components,
    ...phoneComponents,
    ...(density === 'compact' ? compactComponents : {}),
  },
});

/**
 * The light and dark themes for <Admin>, rebuilt when the density changes. <Admin> takes its themes
 * as props, above react-admin's store context, so this reads the store object itself.
 */
export function useComfortThemes(store: Store) {
  const density = useSyncExternalStore(
    (onChange) => store.subscribe(DENSITY_STORE_KEY, onChange),
    () => toDensity(store.getItem(DENSITY_STORE_KEY)),
  );
  return useMemo(
    () => ({ theme: comfortTheme(adminTheme, density), darkTheme: comfortTheme(adminDarkTheme, density) }),
    [density],
  );
}
