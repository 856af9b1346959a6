import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, isLocale, type Locale } from './locales';

/** The locale kept in local storage, or the default. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

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
