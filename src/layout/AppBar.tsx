import {
  AppBar as MuiAppBar,
  Box,
  Divider,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import {
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  ToggleThemeButton,
  useTranslate,
} from 'react-admin';
import { SidebarColorButton } from './SidebarColorButton';
import { SidebarToggle } from './SidebarToggle';
import { useHasMenu } from './Menu';
import { UserMenu } from './UserMenu';
import { GlobalSearch } from '../search';
import { AfterPage } from '../common/Deferred';

const Brand = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
      <CardGiftcardIcon fontSize="small" />
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
        {translate('gd.common.product_name')}
      </Typography>
    </Box>
  );
};

/**
 * react-admin wraps the page's title in an inline-block (its Configurable, for the inspector). An
 * inline-block is clipped whole, so a long title was cut mid-word ("…(ancien formu") instead of
 * ending in the bar's ellipsis, and on a phone it was not clamped to two lines: inline, its text is.
 */
const TITLE = { '& .RaConfigurable-root': { display: 'inline' } } as const;

/** On a phone a long title takes two smaller lines rather than being cut ("Pending Or"). */
const PHONE_TITLE = {
  ...TITLE,
  fontSize: '1rem',
  lineHeight: 1.25,
  whiteSpace: 'normal',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
} as const;

/** Search, light / dark, colour, locale, loading and the user menu: the bar's right-hand side. */
const AppBarTools = ({ isXSmall, hasMenu }: { isXSmall: boolean; hasMenu: boolean }) => (
  <>
    <GlobalSearch />
    {/* On a phone the light / dark switch is in the user menu (ThemeMenuItem). */}
    {!isXSmall && <ToggleThemeButton />}
    {/* On a phone the sidebar is a drawer: its colour matters less than room for the title. Without
        a sidebar there is nothing to colour. */}
    {!isXSmall && hasMenu && <SidebarColorButton />}
    {/* The i18nProvider keeps the chosen locale in local storage for the next visit. On a phone the
        choice is in the user menu (LocaleMenuItems): the page title needs the room. */}
    {!isXSmall && <LocalesMenuButton />}
    <LoadingIndicator />
    <UserMenu />
  </>
);

/**
 * The top bar: our own toggle (react-admin's AppBar always renders its own, which cannot show
 * the spec's notice), the brand, the page title, then light / dark, colour, locale,
 * loading and user menu.
 */
export const AppBar = () => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const hasMenu = useHasMenu();
  return (
    <MuiAppBar color="secondary" position="fixed" elevation={1}>
      <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} sx={{ px: 1, gap: 0.5 }}>
        {hasMenu ? <SidebarToggle /> : <Box sx={{ width: 8 }} />}
        {!isXSmall && <Brand />}
        {!isXSmall && (
          <Divider
            orientation="vertical"
            flexItem
            sx={{ borderColor: 'inherit', opacity: 0.3, my: 1.5, mr: 2 }}
          />
        )}
        <TitlePortal sx={isXSmall ? PHONE_TITLE : TITLE} />
        {/* The tools come one render after the page: on a cold load the page's content shows first. */}
        <AfterPage>
          <AppBarTools isXSmall={isXSmall} hasMenu={hasMenu} />
        </AfterPage>
      </Toolbar>
    </MuiAppBar>
  );
};
