import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useLocales, useUserMenu } from 'react-admin';

/**
 * The language choice of the user menu on a phone, where the app bar leaves its locale button out so
 * that the page title fits (the same locale state, so the choice is kept as on a desktop).
 */
export const LocaleMenuItems = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const locales = useLocales();
  const [current, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  if (!phone) return null;
  return locales.map(({ locale, name }) => (
    <MenuItem
      key={locale}
      lang={locale}
      role="menuitemradio"
      aria-checked={locale === current}
      selected={locale === current}
      onClick={() => {
        setLocale(locale);
        userMenu?.onClose();
      }}
    >
      <ListItemIcon>{locale === current && <TranslateIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{name}</ListItemText>
    </MenuItem>
  ));
};
