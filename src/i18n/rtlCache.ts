/**
 * The emotion cache of right-to-left pages, as MUI documents for v7: stylis-plugin-rtl mirrors every
 * style (margin-left becomes margin-right...). Loaded only with a right-to-left locale's messages.
 */
import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

export const rtlCache = createCache({ key: 'gd-rtl', stylisPlugins: [prefixer, rtlPlugin] });
