import type { I18nProvider } from 'ra-core';
import { Navigate, Outlet } from 'react-router-dom';
import { ADMIN_HOME } from '../../paths';
import { hasSession } from '../../api/session';
import { LocaleSwitch } from './LocaleSwitch';
import { PublicI18n } from './PublicI18n';
import { PublicNotifier } from './PublicNotifier';
import './public.css';

/** What the public pages receive from their frame (react-router's outlet context). */
export interface PublicOutletContext {
  /**
   * The user is about to sign in (types in the login form, or clicks in it; not the autofocus): a
   * chance to fetch what follows.
   */
  onSignInIntent?: () => void;
}

/**
 * The frame of the public pages (login, forgot, reset): i18n, toasts, the locale switch and a soft
 * background. Plain HTML and one style sheet (public.css), in the colours of react-admin's default
 * theme that the admin uses: the login page downloads no Material UI (issue 23). The direction
 * follows <html dir> (useDocumentLang), the style sheet using logical properties. A logged-in user
 * never sees these pages (platform.md section 2).
 */
export function PublicShell({
  i18nProvider,
  onSignInIntent,
}: { i18nProvider: I18nProvider } & PublicOutletContext) {
  if (hasSession()) return <Navigate to={ADMIN_HOME} replace />;
  return (
    <PublicI18n provider={i18nProvider}>
      <div className="gd-public">
        <PublicNotifier>
          <header className="gd-public-header">
            <LocaleSwitch />
          </header>
          <main className="gd-public-main">
            <Outlet context={{ onSignInIntent } satisfies PublicOutletContext} />
          </main>
        </PublicNotifier>
      </div>
    </PublicI18n>
  );
}
