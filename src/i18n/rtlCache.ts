/**
 * The emotion cache of right-to-left pages, as MUI documents for v7: stylis-plugin-rtl mirrors every
 * style (margin-left becomes margin-right...). Loaded only with a right-to-left locale's messages.
 */
import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { STYLE_CACHE_KEYS } from './styleCacheKeys';

/** Created once the first-screen styles are in the page, for it to adopt them (directionLoader.ts). */
export const createRtlCache = () =>
  createCache({ key: STYLE_CACHE_KEYS.rtl, stylisPlugins: [prefixer, rtlPlugin] });
