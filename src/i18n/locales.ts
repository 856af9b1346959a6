/**
 * Locales of the interface; en-US is the default, the choice is kept in local storage. Arabic is
 * written right to left (docs/architecture.md, "Right to left").
 */
export const LOCALES = [
  { locale: 'en-US', name: 'English' },
  { locale: 'fr-FR', name: 'Français' },
  { locale: 'ar', name: 'العربية' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export type Direction = 'ltr' | 'rtl';

/** The writing direction of a locale ('ar', 'ar-EG'... are right to left). */
export const directionOf = (locale: string): Direction =>
  locale.toLowerCase().split('-')[0] === 'ar' ? 'rtl' : 'ltr';
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALE_STORAGE_KEY = 'gd.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);

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
