/**
 * Emotion's style rules, emptied between test files. The component files share one document per
 * worker (isolate: false), and Emotion adds a <style> for every new rule and never takes one away:
 * by the last file a worker's document held 2,400 rules. jsdom matches every rule against an element
 * in getComputedStyle, which Testing Library calls for each element a role query looks at, so every
 * query slowed as the run went on (the components project: 132 s, 72 s with this).
 */
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadedRtlCache } from '../../src/i18n/directionLoader';
import { leftToRightCache } from '../../src/i18n/leftToRightCache';

/** The cache Material UI uses outside a CacheProvider: @emotion/react hands it out only to a render. */
function defaultCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  const Probe = () => {
    cache = __unsafe_useEmotionCache();
    return null;
  };
  renderToString(createElement(Probe));
  return cache;
}

const fallback = defaultCache();

/** Takes the rules out of the document and out of the caches' memory, so a later render adds them again. */
export function removeEmotionStyles(): void {
  // The admin's caches (i18n/Direction.tsx), each made at its first use, as well as the default one.
  const caches = [fallback, leftToRightCache(), loadedRtlCache()];
  for (const cache of caches) {
    if (!cache) continue;
    cache.sheet.flush();
    for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
  }
}
