import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { publicMessages } from './en/public';
import { loadDirection } from './directionLoader';
import { DEFAULT_LOCALE, LOCALES, isLocale, storeLocale, storedLocale } from './locales';

/** Other locales than English load on demand, so English users never download them. */
const LOADERS: Record<string, () => Promise<{ default: TranslationMessages }>> = {
  'fr-FR': () => import('./fr'),
  ar: () => import('./ar'),
};

/**
 * English comes in two parts (issue 23): the public pages' messages (./en/public.ts) with the login
 * page's chunks, and the whole catalogue with the admin's, which hand it over through
 * `completeEnglish` (src/i18n/adminCatalogue.ts) before the admin renders. The other locales load
 * whole.
 */
let english: TranslationMessages = publicMessages;
/** This page's provider (one per page load), to re-read English once it is whole. */
let live: I18nProvider | undefined;

/** Makes English whole: the admin's screens render only after this has resolved. */
export async function completeEnglish(messages: TranslationMessages): Promise<void> {
  if (english === messages) return;
  english = messages;
  if (live?.getLocale() === DEFAULT_LOCALE) await live.changeLocale(DEFAULT_LOCALE);
}

/** A locale's messages, and what its writing direction needs (Direction.tsx) in the same wait. */
export const loadMessages = (locale: string) => {
  const load = LOADERS[locale];
  if (!load) return english;
  return Promise.all([load(), loadDirection(locale)]).then(([module]) => module.default);
};

export async function createI18nProvider() {
  const initial = storedLocale();
  const initialMessages = await loadMessages(initial);
  const provider = polyglotI18nProvider(
    // The first locale's messages are at hand (the provider needs them at once); English is always
    // read anew, as it may have become whole since.
    (locale) => (locale === initial && locale !== DEFAULT_LOCALE ? initialMessages : loadMessages(locale)),
    initial,
    [...LOCALES],
    { allowMissing: false },
  );
  live = provider;
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
