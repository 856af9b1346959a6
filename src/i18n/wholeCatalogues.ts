/**
 * Each locale's whole catalogue, a chunk of its own that the admin needs and the public pages do
 * without (they read their part, src/i18n/i18nProvider.ts; issue 23). Light on purpose: the entry's
 * area loader (src/areas.ts) starts the download beside the admin's shell, and the provider takes the
 * same download. A failed download is forgotten, so the next ask tries again: common/moduleLoader.ts
 * does the same, but the base layer (i18n/) may not import common/.
 */
import type { TranslationMessages } from 'ra-core';
import type { Locale } from './locales';

type Load = () => Promise<{ default: TranslationMessages }>;

const IMPORTS: Record<Locale, Load> = {
  'en-US': () => import('./en'),
  'fr-FR': () => import('./fr'),
  ar: () => import('./ar'),
};

const downloads = new Map<Locale, Promise<TranslationMessages>>();

export function loadWholeCatalogue(locale: Locale): Promise<TranslationMessages> {
  let download = downloads.get(locale);
  if (!download) {
    download = IMPORTS[locale]().then(
      (module) => module.default,
      (error: unknown) => {
        downloads.delete(locale);
        throw error;
      },
    );
    downloads.set(locale, download);
  }
  return download;
}
