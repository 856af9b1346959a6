import { useEffect } from 'react';

/** Keeps <html lang> on the interface's locale: screen readers pick their voice from it (WCAG 3.1.1). */
export function useDocumentLang(locale: string): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
