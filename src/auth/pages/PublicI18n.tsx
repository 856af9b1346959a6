import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nContext, type I18nProvider } from 'ra-core';
import type { Locale } from '../../i18n/locales';
import { useDocumentLang } from '../../i18n/useDocumentLang';

interface LocaleState {
  locale: string;
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState>({ locale: 'en-US', setLocale: async () => undefined });
export const usePublicLocale = () => useContext(LocaleContext);

/**
 * The i18n context of the public pages. The locale lives in this component's state rather than in
 * react-admin's store (there is none here; I18nContextProvider would pull the store code into the
 * login page); the provider keeps the choice in local storage. A new context value per locale
 * re-renders the texts without remounting the forms.
 */
export function PublicI18n({ provider, children }: { provider: I18nProvider; children: ReactNode }) {
  const [locale, setLocaleState] = useState(provider.getLocale());
  const value = useMemo<I18nProvider>(() => ({ ...provider, getLocale: () => locale }), [provider, locale]);

  const setLocale = useCallback(
    async (next: Locale) => {
      await provider.changeLocale(next);
      setLocaleState(next);
    },
    [provider],
  );

  useDocumentLang(locale);

  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </LocaleContext.Provider>
  );
}
