import { useEffect } from 'react';
import { directionOf } from './locales';

/**
 * Keeps <html lang> and <html dir> on the interface's locale: screen readers pick their voice from
 * the language (WCAG 3.1.1), and the browser lays out Arabic right to left from the direction
 * (scrollbars, text inputs, the bidi algorithm), beside MUI's own mirrored styles.
 */
export function useDocumentLang(locale: string): void {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
  }, [locale]);
}
