/**
 * Server messages in the request's locale, from the app's own message files: the mock and the
 * interface can never disagree on a text. Keys are full paths ('gd.validation.email_required').
 */
import type { Request } from 'express';
import { composeCatalogue, type FeatureMessages } from '../src/i18n/catalogue';
import { base as enBase } from '../src/i18n/en/base';
import { base as frBase } from '../src/i18n/fr/base';
import { base as arBase } from '../src/i18n/ar/base';
import { featureFolders } from '../scripts/lib/featureFiles';
import type enServer from '../src/i18n/en/server';
import type { Locale } from '../src/i18n/locales';

export type { Locale };
export type ServerKey = keyof typeof enServer;
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Every feature folder's messages, as src/i18n/<lang>/index.ts adds them there through Vite. The
 * import names its files by a pattern, so a bundler (esbuild) takes them all in, and tsx reads them.
 */
async function featureMessages(lang: 'en' | 'fr' | 'ar'): Promise<FeatureMessages[]> {
  const modules: { default: FeatureMessages }[] = await Promise.all(
    featureFolders(`i18n/${lang}.ts`).map((name) => import(`../src/${name}/i18n/${lang}.ts`)),
  );
  return modules.map((module) => module.default);
}

const en = composeCatalogue(enBase, await featureMessages('en'));
const fr = composeCatalogue(frBase, await featureMessages('fr'));
const ar = composeCatalogue(arBase, await featureMessages('ar'));
const MESSAGES: Record<Locale, unknown> = { 'en-US': en, 'fr-FR': fr, ar };

/**
 * The `Language` header picks the locale by its language ('fr', 'fr-CA', 'ar-EG'...); anything else
 * is English (the default). A message missing in a locale is answered in English (docs/api.md).
 */
export function localeOf(req: Request): Locale {
  const language = (req.get('Language') ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'fr') return 'fr-FR';
  if (language === 'ar') return 'ar';
  return 'en-US';
}

function lookup(messages: unknown, key: string): string | undefined {
  let node = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const isMessageKey = (key: string) => lookup(en, key) !== undefined;

/** Polyglot-style `%{name}` interpolation, as the app's i18nProvider does. */
export function translator(locale: Locale): Translate {
  return (key, vars = {}) => {
    const text = lookup(MESSAGES[locale], key) ?? lookup(en, key) ?? key;
    return text.replace(/%\{(\w+)\}/g, (match, name: string) =>
      Object.hasOwn(vars, name) ? String(vars[name]) : match,
    );
  };
}

export const serverKey = (key: ServerKey) => `gd.server.${key}`;
