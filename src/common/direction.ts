/**
 * Right-to-left helpers (the rules are plain CSS in index.html, which MUI's mirrored styles leave
 * alone). Spread them on an icon or an input.
 */

/** An icon that points a direction (back, forward, open, send) turns round in a right-to-left page. */
export const MIRRORED = { className: 'gd-mirror' } as const;

/** A text input whose value is Latin (a code, a serial, an id) keeps left to right in any page. */
export const LATIN_INPUT = { htmlInput: { dir: 'ltr' } } as const;

/**
 * Free text the API gives (a card's validity, "6 months") in its own direction: an Arabic page
 * otherwise moves a leading number to the end of the line ("months 6"). Spread it on a field.
 */
export const OWN_DIRECTION = { dir: 'auto' } as const;

/** The same for a text input: what is typed takes the direction of its first letter. */
export const OWN_DIRECTION_INPUT = { htmlInput: { dir: 'auto' } } as const;
