import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { publicMessages } from './en/public';
import { loadDirection } from './directionLoader';
import { isolateValues } from './bidiIsolate';
import {
  DEFAULT_LOCALE,
  LOCALES,
  directionOf,
  isLocale,
  storeLocale,
  storedLocale,
  type Locale,
} from './locales';
import { loadWholeCatalogue } from './wholeCatalogues';

/**
 * Each locale comes in two parts (issue 23): what the public pages show (`<locale>/public.ts`; English's
 * with the login page's own chunks, the others on demand), and the whole catalogue, which the admin
 * asks for (`completeCatalogue`, from src/areas.ts beside the admin's shell) before it renders. Until
 * then a locale switch on the login page downloads only that locale's public part.
 */
type Part = 'public' | 'whole';

const PUBLIC_PARTS: Record<Locale, () => TranslationMessages | Promise<TranslationMessages>> = {
  'en-US': () => publicMessages,
  'fr-FR': () => import('./fr/public').then((module) => module.publicMessages),
  ar: () => import('./ar/public').then((module) => module.publicMessages),
};

let part: Part = 'public';
/** Messages already here, by locale and part: polyglot needs its first locale's without a wait. */
const ready = new Map<string, TranslationMessages>();
const readyKey = (locale: Locale, wanted: Part) => `${locale} ${wanted}`;
/** This page's provider (one per page load), to re-read its locale once the catalogue is whole. */
let live: Promise<I18nProvider> | undefined;

async function loadPart(locale: Locale, wanted: Part): Promise<TranslationMessages> {
  const [messages] = await Promise.all(
    wanted === 'whole'
      ? // What the admin's styles need for the locale's writing direction (Direction.tsx), in the
        // same wait. The public pages' style sheet mirrors itself: they need none of it.
        [loadWholeCatalogue(locale), loadDirection(locale)]
      : [PUBLIC_PARTS[locale]()],
  );
  ready.set(readyKey(locale, wanted), messages);
  return messages;
}

/** A locale's messages: the public pages' part, or the whole catalogue once the admin has asked for it. */
async function loadMessages(locale: string): Promise<TranslationMessages> {
  const target = isLocale(locale) ? locale : DEFAULT_LOCALE;
  for (;;) {
    const wanted = part;
    const messages = await loadPart(target, wanted);
    // The admin asked for the whole catalogue meanwhile: that one, then.
    if (wanted === part) return messages;
  }
}

/** Makes the catalogue whole, for the locale shown now and any later: the admin renders after this. */
export async function completeCatalogue(): Promise<void> {
  part = 'whole';
  const provider = await live;
  // No provider yet: the one made next reads the whole catalogue. The stored locale, not the
  // provider's: a switch whose messages are still on their way has already been stored.
  if (provider) await provider.changeLocale(storedLocale());
}

async function makeProvider(): Promise<I18nProvider> {
  const initial = storedLocale();
  let initialMessages: TranslationMessages | undefined = await loadMessages(initial);
  const provider = polyglotI18nProvider(
    (locale) => {
      // Its first locale's messages: polyglot needs them at once.
      const first = initialMessages;
      initialMessages = undefined;
      if (first) return first;
      return (isLocale(locale) && ready.get(readyKey(locale, part))) || loadMessages(locale);
    },
    initial,
    [...LOCALES],
    { allowMissing: false },
  );
  // Made whole between the first read and now: read it again.
  if (!ready.has(readyKey(initial, part))) await provider.changeLocale(initial);
  return provider;
}

export async function createI18nProvider() {
  const made = makeProvider();
  live = made;
  const provider = await made;
  // Every locale change (react-admin's locale menu, the public pages' switch) is kept for next time,
  // at once: a reload while the locale's messages download keeps the choice (and a failed download
  // puts the last one back).
  return {
    ...provider,
    translate: (key: string, options?: unknown) =>
      provider.translate(key, isolateValues(options, directionOf(provider.getLocale()))),
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
