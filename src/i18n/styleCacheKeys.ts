import type { Direction } from './locales';

/**
 * Emotion's cache of each direction, by key: Material UI's default one left to right, the mirroring
 * one right to left (Direction.tsx). Stored styles and the build's first-screen styles name their
 * sheets by it (src/storedStyles.ts, src/firstScreenStyles.ts).
 */
export const STYLE_CACHE_KEYS = { ltr: 'css', rtl: 'gd-rtl' } as const satisfies Record<Direction, string>;
