import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import type { I18nProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { DirectionStyles } from '../../i18n/Direction';
import { directionOf } from '../../i18n/locales';
import { ADMIN_HOME } from '../../paths';
import { hasSession } from '../../api/session';
import { LocaleSwitch } from './LocaleSwitch';
import { PublicI18n, usePublicLocale } from './PublicI18n';
import { PublicNotifier } from './PublicNotifier';
import { publicTheme } from './publicTheme';

/** The theme and styles of the chosen locale's direction (Arabic is right to left). */
function PublicTheme({ children }: { children: ReactNode }) {
  const { locale } = usePublicLocale();
  return (
    <DirectionStyles locale={locale}>
      <ThemeProvider theme={publicTheme(directionOf(locale))}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </DirectionStyles>
  );
}

/** What the public pages receive from their frame (react-router's outlet context). */
export interface PublicOutletContext {
  /**
   * The user is about to sign in (types in the login form, or clicks in it; not the autofocus): a
   * chance to fetch what follows.
   */
  onSignInIntent?: () => void;
}

/**
 * The frame of the public pages (login, forgot, reset): theme, i18n, toasts, the locale switch and
 * a soft background. A logged-in user never sees these pages (platform.md section 2).
 */
export function PublicShell({
  i18nProvider,
  onSignInIntent,
}: { i18nProvider: I18nProvider } & PublicOutletContext) {
  if (hasSession()) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <PublicI18n provider={i18nProvider}>
      <PublicTheme>
        <PublicNotifier>
          <Box
            sx={{
              minHeight: '100vh',
              display: 'flex',
              flexDirection: 'column',
              background: 'linear-gradient(135deg, #e3f0fd 0%, #fafafb 50%, #e8eef8 100%)',
            }}
          >
            <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
              <LocaleSwitch />
            </Box>
            <Box
              component="main"
              sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, pb: 8 }}
            >
              <Outlet context={{ onSignInIntent } satisfies PublicOutletContext} />
            </Box>
          </Box>
        </PublicNotifier>
      </PublicTheme>
    </PublicI18n>
  );
}
