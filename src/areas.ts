/**
 * The app's areas, each a chunk of its own (issue 23), and which one a URL opens first. Tiny on
 * purpose: the entry (src/main.tsx) reads it to start the first screen's download at once.
 */
import { moduleLoader } from './common/moduleLoader';
import { storedLocale } from './i18n/locales';
import { loadWholeCatalogue } from './i18n/wholeCatalogues';
import { ADMIN_BASENAME, API_DOCS_PATH } from './paths';

export const AREA_LOADERS = {
  // The locale's whole catalogue, which the public pages do without (src/i18n/i18nProvider.ts),
  // starts downloading now, beside the shell; the renderer completes the provider's with it (App.tsx).
  admin: moduleLoader(() => {
    void loadWholeCatalogue(storedLocale()).catch(() => undefined);
    return import('./admin/AdminApp');
  }),
  public: moduleLoader(() => import('./auth/pages')),
} as const;

export type Area = keyof typeof AREA_LOADERS | 'apiDocs';

/** Without a session the admin forwards to the login page: the public pages are what shows first. */
export function firstArea(pathname: string, hasToken: boolean): Area {
  if (pathname.startsWith(API_DOCS_PATH)) return 'apiDocs';
  return pathname.startsWith(ADMIN_BASENAME) && hasToken ? 'admin' : 'public';
}
