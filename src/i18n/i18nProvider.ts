import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';
import { LOCALES, isLocale, storeLocale, storedLocale } from './locales';

/** French is loaded on demand so English users never download it. */
export const loadMessages = (locale: string) =>
  locale === 'fr-FR' ? import('./fr').then((m) => m.default) : en;

export async function createI18nProvider() {
  const initial = storedLocale();
  const initialMessages = await loadMessages(initial);
  const provider = polyglotI18nProvider(
    (locale) => (locale === initial ? initialMessages : loadMessages(locale)),
    initial,
    [...LOCALES],
    { allowMissing: false },
  );
  // Every locale change (react-admin's locale menu, the public pages' switch) is kept for next time.
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      await provider.changeLocale(locale, options);
      if (isLocale(locale)) storeLocale(locale);
    },
  };
}
