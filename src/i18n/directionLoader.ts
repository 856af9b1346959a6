/**
 * Loads what a right-to-left locale needs (the emotion cache that mirrors MUI's styles, see
 * Direction.tsx) with the locale's messages. Apart from Direction.tsx, which draws with emotion, so
 * that the i18nProvider, on the login page's path, does not download emotion (issue 23).
 */
import type { EmotionCache } from '@emotion/cache';
import { firstScreenStylesSettled } from '../firstScreenStyles';
import { directionOf } from './locales';

let rtlCache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/** The mirroring cache, once a right-to-left locale has loaded it. */
export const loadedRtlCache = (): EmotionCache | undefined => rtlCache;

/** Loads what a locale's direction needs; resolves at once for a left-to-right locale. */
export async function loadDirection(locale: string): Promise<void> {
  if (directionOf(locale) !== 'rtl' || rtlCache) return;
  // A first visit's cache is created once the build's styles are in the page: it adopts them then.
  loading ??= Promise.all([import('./rtlCache'), firstScreenStylesSettled()]).then(
    ([module]) => (rtlCache = module.createRtlCache()),
  );
  await loading;
}
