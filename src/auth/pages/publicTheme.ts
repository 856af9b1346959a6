import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../../i18n/locales';

/**
 * The public pages' look, in the colours of react-admin's default theme that the admin area uses
 * (primary #1976d2, app bar #2196f3); kept apart so these pages never load react-admin's theme code.
 */
const options = {
  palette: {
    primary: { main: '#1976d2' },
    secondary: { main: '#2196f3' },
    background: { default: '#fafafb' },
  },
  shape: { borderRadius: 10 },
  typography: { button: { textTransform: 'none' as const, fontWeight: 600 } },
};

const themes: Record<Direction, Theme> = {
  ltr: createTheme({ ...options, direction: 'ltr' }),
  rtl: createTheme({ ...options, direction: 'rtl' }),
};

export const publicTheme = (direction: Direction): Theme => themes[direction];
