/**
 * Right to left (docs/architecture.md, "Right to left"): MUI needs both `theme.direction` and an
 * emotion cache that mirrors the styles. The cache's code loads with the locale's messages
 * (`loadDirection`), so a left-to-right user never downloads it.
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { directionOf } from './locales';

let rtlCache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/** Loads what a locale's direction needs; resolves at once for a left-to-right locale. */
export async function loadDirection(locale: string): Promise<void> {
  if (directionOf(locale) !== 'rtl' || rtlCache) return;
  loading ??= import('./rtlCache').then((module) => (rtlCache = module.rtlCache));
  await loading;
}

/**
 * Styles its children in the locale's direction. The i18nProvider has loaded the cache before a
 * right-to-left locale is in use; should it not have (a switch still loading), the page keeps its
 * left-to-right styles for that moment rather than wait.
 */
export function DirectionStyles({ locale, children }: { locale: string; children: ReactNode }) {
  const rtl = directionOf(locale) === 'rtl';
  const [cache, setCache] = useState(rtlCache);
  useEffect(() => {
    if (rtl && !cache) void loadDirection(locale).then(() => setCache(rtlCache));
  }, [rtl, cache, locale]);
  return rtl && cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
}
