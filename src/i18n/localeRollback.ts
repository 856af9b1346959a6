import type { I18nProvider, Store } from 'ra-core';

type Listener = (locale: string) => void;
const listeners = new Set<Listener>();

/** Called when a language could not be switched to; returns the unsubscribe. */
export function onLocaleSwitchFailed(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * react-admin switches the language when its store's locale changes, and leaves that locale in the
 * store when the messages fail to download: the menu then named a language the screen did not speak,
 * dates and amounts followed it, and choosing it again did nothing. A failed switch puts the store
 * back on the language shown and tells the listeners: react-admin's own notice of it never shows (its
 * i18n context sits outside the notifications').
 */
export function withLocaleRollback(provider: I18nProvider, store: Store): I18nProvider {
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      try {
        await provider.changeLocale(locale, options);
      } catch (error) {
        store.setItem('locale', provider.getLocale());
        listeners.forEach((listener) => listener(locale));
        throw error;
      }
    },
  };
}
