/**
 * The most a rich text may hold, checked before any parser runs (src/domain/richText.ts): the HTML
 * parser, Draft's import and the JSON reader recurse, so 3,000 nested tags overflowed the stack and
 * 1,500 held the API for 10 s; half a megabyte stalled it for minutes. The editor's own output stays
 * far below both.
 */
export const RICH_TEXT_LIMITS = { chars: 50_000, depth: 32 } as const;

/** The message key of a rich text over its limits (the API's and the forms'). */
export const RICH_TEXT_TOO_LARGE = 'gd.server.rich_text_too_large';
