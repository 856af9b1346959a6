import type { Theme } from '@mui/material';
import { useMemo, useSyncExternalStore } from 'react';
import type { RaThemeOptions, Store } from 'react-admin';
import { adminDarkTheme, adminTheme } from './adminTheme';
import { DENSITY_STORE_KEY, toDensity, type Density } from './density';
import { directionOf, type Direction } from '../i18n/locales';

/** The key under which react-admin's store keeps the locale (useLocaleState). */
const LOCALE_STORE_KEY = 'locale';

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

/** One of the two base themes with the phone rules, the chosen density and the locale's direction. */
export const comfortTheme = (
  base: RaThemeOptions,
  density: Density,
  direction: Direction = 'ltr',
): RaThemeOptions => ({
  ...base,
  direction,
  components: {
    ...base.components,
    ...phoneComponents,
    ...(density === 'compact' ? compactComponents : {}),
  },
});

/** A value of react-admin's store, followed outside its context (<Admin> takes its themes as props). */
function useStoreValue<T>(store: Store, key: string, read: (value: unknown) => T): T {
  return useSyncExternalStore(
    (onChange) => store.subscribe(key, onChange),
    () => read(store.getItem(key)),
  );
}

/**
 * The light and dark themes for <Admin>, rebuilt when the density or the locale's direction changes;
 * with the locale, for the writing direction's styles (src/i18n/Direction.tsx).
 */
export function useComfortThemes(store: Store) {
  const density = useStoreValue(store, DENSITY_STORE_KEY, toDensity);
  const locale = useStoreValue(store, LOCALE_STORE_KEY, (value) => (typeof value === 'string' ? value : ''));
  const direction = directionOf(locale);
  const themes = useMemo(
    () => ({
      theme: comfortTheme(adminTheme, density, direction),
      darkTheme: comfortTheme(adminDarkTheme, density, direction),
    }),
    [density, direction],
  );
  return { themes, locale };
}
