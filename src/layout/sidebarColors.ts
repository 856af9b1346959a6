import { useStore } from 'react-admin';

/** react-admin store key of the sidebar colour (persisted by the Admin's localStorageStore). */
export const SIDEBAR_COLOR_STORE_KEY = 'gd.sidebar.color';

export interface SidebarColor {
  id: string;
  /** undefined keeps the theme's own sidebar (page background, theme text colours). */
  background?: string;
}

/** A few muted, dark tones that keep white text readable (contrast >= 7:1). */
export const SIDEBAR_COLORS = [
  { id: 'light' },
  { id: 'navy', background: '#1e293b' },
  { id: 'indigo', background: '#312e81' },
  { id: 'teal', background: '#134e4a' },
  { id: 'plum', background: '#4a1942' },
  { id: 'graphite', background: '#27272a' },
] as const satisfies readonly SidebarColor[];

export type SidebarColorId = (typeof SIDEBAR_COLORS)[number]['id'];
export const DEFAULT_SIDEBAR_COLOR: SidebarColorId = 'light';

/** The colour for a stored id; an unknown value (an old or edited store) falls back to the default. */
export const sidebarColor = (id: unknown): SidebarColor =>
  SIDEBAR_COLORS.find((color) => color.id === id) ?? SIDEBAR_COLORS[0];

export const useSidebarColor = () => useStore<SidebarColorId>(SIDEBAR_COLOR_STORE_KEY, DEFAULT_SIDEBAR_COLOR);
