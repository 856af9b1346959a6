/**
 * The rich-text codec (catalogue issue): forms edit HTML (src/common/RichTextInput.tsx), the API stores Draft.js
 * raw content serialized as JSON, as the marketplace's other clients do. One module for the app and
 * the mock: the DOM it needs (DOMPurify's window, the HTML parser) is passed in, so node gives a jsdom
 * window (mock-server/richText.ts) and the browser its own (`browserRichText`).
 *
 * - Reads both Draft raw JSON and plain HTML (older records); always writes Draft raw.
 * - Sanitizes every HTML it takes in and every HTML it gives out: only the tags the editor's toolbar
 *   makes (headings, bold/italic/underline/strike/code, lists, links, quotes, code blocks), links only
 *   http(s) and mailto. Anything else (scripts, event handlers, javascript: links, images, styles)
 *   never survives.
 * - The conversion is our own (src/domain/draftRaw.ts, src/domain/draftRawHtml.ts), not draft-js:
 *   draft-js is archived upstream, and it with immutable and its two HTML converters weighed 90 kB
 *   gzip in the browser for a data format of two arrays; our converter is one place that bounds and
 *   cleans what it reads, and keeps stored offsets in code points as draft-js does.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { SAFE_LINK, modelFromRaw, modelToRaw, type DraftRaw, type Model } from './draftRaw';
import { modelFromDom, modelToHtml } from './draftRawHtml';
import { RICH_TEXT_LIMITS } from './richTextLimits';

export { SAFE_LINK };
export type { DraftRaw };

/** What the codec carries: exactly what RichTextInput's toolbar can produce. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ins',
  's',
  'del',
  'strike',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  // Code blocks: a tag without attributes, as harmless as <p>.
  'pre',
] as const;

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  KEEP_CONTENT: true,
};

/** The window the codec works in: a browser's, or jsdom's in node. */
export type RichTextWindow = { DOMParser: typeof DOMParser } & Parameters<typeof createDOMPurify>[0];

export interface RichTextCodec {
  /** Sanitized HTML with only the codec's tags and safe links. */
  sanitize(html: string): string;
  // The others throw RichTextLimitError on a value over RICH_TEXT_LIMITS (toHtml answers '' instead).
  /** Stored value (Draft raw JSON or older HTML, empty allowed) -> sanitized HTML for a form or a view. */
  toHtml(stored: unknown): string;
  /** HTML from a form -> the stored value (Draft raw JSON). */
  toStored(html: string): string;
  /** The stored Draft raw of any stored value or HTML (the mock stores every write this way). */
  normalize(value: unknown): string;
  /** True when the value (stored or HTML) holds no visible text. */
  isBlank(value: unknown): boolean;
}

/** Draft raw at its top level (its blocks and entities are checked as the codec reads them). */
function isRaw(value: unknown): value is DraftRaw {
  if (!value || typeof value !== 'object') return false;
  const { blocks, entityMap } = value as Partial<DraftRaw>;
  return Array.isArray(blocks) && !!entityMap && typeof entityMap === 'object';
}

/** A Draft raw parsed from a stored value, or undefined when the value is HTML (or text). */
export function parseRaw(value: string): DraftRaw | undefined {
  const text = value.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRaw(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export class RichTextLimitError extends Error {
  constructor() {
    super('rich text over its size or nesting limit');
    this.name = 'RichTextLimitError';
  }
}

const VOID_TAGS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'wbr',
  'area',
  'base',
  'col',
  'embed',
  'source',
  'track',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/** The deepest nesting of tags (HTML) or brackets outside strings (JSON), by one linear scan. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  if (text.trimStart().startsWith('{')) {
    let inString = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i];
      if (inString) {
        if (char === '\\') i += 1;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '{' || char === '[') deepest = Math.max(deepest, (depth += 1));
      else if (char === '}' || char === ']') depth -= 1;
    }
    return deepest;
  }
  for (const [, closing, name, selfClosing] of text.matchAll(TAG)) {
    if (VOID_TAGS.has(name.toLowerCase()) || selfClosing) continue;
    if (closing) depth = Math.max(0, depth - 1);
    else deepest = Math.max(deepest, (depth += 1));
  }
  return deepest;
}

/** Throws RichTextLimitError when a stored value or an HTML is over the limits. */
export function assertRichTextLimits(value: unknown): void {
  const text = isRaw(value) ? JSON.stringify(value) : String(value ?? '');
  if (text.length > RICH_TEXT_LIMITS.chars || nestingDepth(text) > RICH_TEXT_LIMITS.depth)
    throw new RichTextLimitError();
}

export function createRichTextCodec(win: RichTextWindow): RichTextCodec {
  const purify = createDOMPurify(win);
  const clean = (html: string) => purify.sanitize(html, PURIFY_CONFIG) as string;
  // The cleaned body itself, not reparsed: the converter reads only its text and marks, and what it
  // writes is escaped anew and cleaned again, so no serialization round trip can smuggle markup in.
  const cleanBody = (html: string): Node => purify.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM: true });
  const sanitize = (html: string) => {
    assertRichTextLimits(html);
    return clean(html);
  };

  // Callers checked the limits of what they were given (modelOf).
  const fromHtml = (html: string) => modelFromDom(cleanBody(html));

  function modelOf(value: unknown): Model {
    if (value === null || value === undefined || value === '') return fromHtml('');
    assertRichTextLimits(value);
    if (isRaw(value)) return modelFromRaw(value);
    const text = String(value);
    const raw = parseRaw(text);
    return raw ? modelFromRaw(raw) : fromHtml(text);
  }

  // The writer only makes the codec's tags; the final pass is the same sanitizer as for any input.
  const htmlOf = (value: unknown) => clean(modelToHtml(modelOf(value)));
  const storedOf = (value: unknown) => JSON.stringify(modelToRaw(modelOf(value)));
  const plainText = (model: Model) => model.blocks.map((block) => block.chars.join('')).join('\n');

  return {
    sanitize,
    // On a screen an over-limit value from the API shows as empty rather than freezing the page.
    toHtml: (stored) => {
      if (stored === null || stored === undefined || stored === '') return '';
      try {
        return htmlOf(stored);
      } catch (error) {
        if (error instanceof RichTextLimitError) return '';
        throw error;
      }
    },
    toStored: (html) => storedOf(html),
    normalize: storedOf,
    isBlank: (value) => plainText(modelOf(value)).trim() === '',
  };
}

let browserCodec: RichTextCodec | undefined;

/** The codec on the browser's (or jsdom test environment's) own window, made on first use. */
export function browserRichText(): RichTextCodec {
  browserCodec ??= createRichTextCodec(window);
  return browserCodec;
}
