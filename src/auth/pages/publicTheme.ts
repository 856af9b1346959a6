import { createTheme } from '@mui/material/styles';

/**
 * The public pages' look, in the colours of react-admin's default theme that the admin area uses
 * (primary #1976d2, app bar #2196f3); kept apart so these pages never load react-admin's theme code.
 */
export const publicTheme = createTheme({
  palette: {
    primary: { main: '#1976d2' },
    secondary: { main: '#2196f3' },
    background: { default: '#fafafb' },
  },
  shape: { borderRadius: 10 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
});
