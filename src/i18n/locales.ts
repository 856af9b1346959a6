/** Locales of the interface; en-US is the default, the choice is kept in local storage. */
export const LOCALES = [
  { locale: 'en-US', name: 'English' },
  { locale: 'fr-FR', name: 'Français' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALE_STORAGE_KEY = 'gd.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);
