import createCache, { type EmotionCache } from '@emotion/cache';
import { STYLE_CACHE_KEYS } from './styleCacheKeys';

let cache: EmotionCache | undefined;

/**
 * The admin's left-to-right Emotion cache, Material UI's default key and options, created at its
 * first use (the admin's first render, Direction.tsx) rather than when Emotion's code runs: by then a
 * first visit has the build's first-screen styles in the page (src/firstScreenStyles.ts), which a
 * cache adopts only as it is created.
 */
export const leftToRightCache = (): EmotionCache => (cache ??= createCache({ key: STYLE_CACHE_KEYS.ltr }));
