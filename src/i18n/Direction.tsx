/**
 * Right to left (docs/architecture.md, "Right to left"): MUI needs both `theme.direction` and an
 * emotion cache that mirrors the styles. The cache's code loads with the locale's messages
 * (directionLoader.ts), so a left-to-right user never downloads it.
 */
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { loadDirection, loadedRtlCache } from './directionLoader';
import { directionOf } from './locales';
import { leftToRightCache } from './leftToRightCache';

/**
 * Styles its children in the locale's direction. The i18nProvider has loaded the cache before a
 * right-to-left locale is in use; should it not have (a switch still loading), the page keeps its
 * left-to-right styles for that moment rather than wait.
 */
export function DirectionStyles({ locale, children }: { locale: string; children: ReactNode }) {
  const rtl = directionOf(locale) === 'rtl';
  const [cache, setCache] = useState(loadedRtlCache);
  useEffect(() => {
    if (rtl && !cache) void loadDirection(locale).then(() => setCache(loadedRtlCache()));
  }, [rtl, cache, locale]);
  const active = rtl && cache ? cache : leftToRightCache();
  // Keyed by direction: a switch mounts the page anew in the other cache, as it always has.
  return (
    <CacheProvider key={active.key} value={active}>
      {children}
    </CacheProvider>
  );
}
