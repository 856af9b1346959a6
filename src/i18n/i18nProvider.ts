import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';
import { loadDirection } from './directionLoader';
import { LOCALES, isLocale, storeLocale, storedLocale } from './locales';

/** Other locales than English load on demand, so English users never download them. */
const LOADERS: Record<string, () => Promise<{ default: TranslationMessages }>> = {
  'fr-FR': () => import('./fr'),
  ar: () => import('./ar'),
};

/** A locale's messages, and what its writing direction needs (Direction.tsx) in the same wait. */
export const loadMessages = (locale: string) => {
  const load = LOADERS[locale];
  if (!load) return en;
  return Promise.all([load(), loadDirection(locale)]).then(([module]) => module.default);
};

export async function createI18nProvider() {
  const initial = storedLocale();
  const initialMessages = await loadMessages(initial);
  const provider = polyglotI18nProvider(
    (locale) => (locale === initial ? initialMessages : loadMessages(locale)),
    initial,
    [...LOCALES],
    { allowMissing: false },
  );
  // Every locale change (react-admin's locale menu, the public pages' switch) is kept for next time,
  // at once: a reload while the locale's messages download keeps the choice (and a failed download
  // puts the last one back).
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      const previous = storedLocale();
      if (isLocale(locale)) storeLocale(locale);
      try {
        await provider.changeLocale(locale, options);
      } catch (error) {
        storeLocale(previous);
        throw error;
      }
    },
  };
}
