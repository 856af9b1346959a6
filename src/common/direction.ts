/**
 * Right-to-left helpers (the rules are plain CSS in index.html, which MUI's mirrored styles leave
 * alone). Spread them on an icon or an input. Free text (titles, names, a card's validity, rich
 * text) takes its own direction by a rule of index.html, by field name; outside a named field, by
 * common/freeText.tsx.
 */

/** An icon that points a direction (back, forward, open, send) turns round in a right-to-left page. */
export const MIRRORED = { className: 'gd-mirror' } as const;

/** Rich text shown: each of its paragraphs reads in the direction of its first letter. */
export const RICH_TEXT = { className: 'gd-rich-text' } as const;

/** A text input whose value is Latin (a code, a serial, an id) keeps left to right in any page. */
export const LATIN_INPUT = { htmlInput: { dir: 'ltr' } } as const;
