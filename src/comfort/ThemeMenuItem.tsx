import Brightness4Icon from '@mui/icons-material/Brightness4';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

/**
 * The light / dark switch of the user menu on a phone, where the app bar leaves its button out to
 * keep room for the page title (react-admin's useTheme: the same store key as the app bar button).
 */
export const ThemeMenuItem = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [mode, setMode] = useTheme();
  if (!phone) return null;
  const dark = mode === 'dark';
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={dark} onClick={() => setMode(dark ? 'light' : 'dark')}>
      <ListItemIcon>
        <Brightness4Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('gd.comfort.theme.dark')}</ListItemText>
    </MenuItem>
  );
};
