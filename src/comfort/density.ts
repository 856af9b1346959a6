import { useStore } from 'react-admin';

/** react-admin store key of the list density (kept across logouts, see layout/persistentStore.ts). */
export const DENSITY_STORE_KEY = 'gd.list.density';
/** react-admin's own key for the light / dark choice (its useTheme and ToggleThemeButton use it). */
export const THEME_STORE_KEY = 'theme';

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = 'comfortable';

/** An old or edited store value falls back to the default. */
export const toDensity = (value: unknown): Density => (value === 'compact' ? 'compact' : DEFAULT_DENSITY);

export const useDensity = () => {
  const [value, setValue] = useStore<Density>(DENSITY_STORE_KEY, DEFAULT_DENSITY);
  return [toDensity(value), setValue] as const;
};
