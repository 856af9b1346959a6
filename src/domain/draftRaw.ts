/**
 * Draft.js raw content (what the API stores) read into, and written from, one plain model. Reading
 * cleans: whatever the stored JSON holds (wrong types, ranges out of bounds, unknown styles, entities
 * that do not exist or are not safe links), the model only has what the HTML side can show. Writing
 * is canonical, so that raw -> HTML -> raw gives the same raw back (src/domain/draftRawHtml.ts):
 * every link run is its own entity, depths nest one level at a time, spaces that HTML would collapse
 * are stored as no-break spaces, exactly as the HTML reader would read them back.
 *
 * Offsets and lengths count code points, as draft-js does (an emoji is 1, not 2 UTF-16 units): the
 * model holds one array entry per code point.
 */
export interface DraftRawStyleRange {
  offset: number;
  length: number;
  style: string;
}
export interface DraftRawEntityRange {
  offset: number;
  length: number;
  key: number;
}
export interface DraftRawBlock {
  key: string;
  text: string;
  type: string;
  depth: number;
  inlineStyleRanges: DraftRawStyleRange[];
  entityRanges: DraftRawEntityRange[];
  data: Record<string, unknown>;
}
export interface DraftRawEntity {
  type: string;
  mutability: string;
  data: Record<string, unknown>;
}
/** Draft.js raw content, field for field as draft-js's convertToRaw writes it. */
export interface DraftRaw {
  blocks: DraftRawBlock[];
  entityMap: Record<string, DraftRawEntity>;
}

export const BLOCK_TYPES = [
  'unstyled',
  'header-one',
  'header-two',
  'header-three',
  'header-four',
  'header-five',
  'header-six',
  'unordered-list-item',
  'ordered-list-item',
  'blockquote',
  'code-block',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Inline styles as bits; the order is the export's nesting, innermost first (draft-js-export-html's). */
export const STYLES = ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'CODE'] as const;
export type Style = (typeof STYLES)[number];
export const styleBit = (style: Style) => 1 << STYLES.indexOf(style);

/** Lists deeper than this are flattened to it: keeps the exported HTML within RICH_TEXT_LIMITS.depth. */
export const MAX_LIST_DEPTH = 6;
export const NO_LINK = -1;

/** One block, one array entry per code point: its character, its style bits and its link (or NO_LINK). */
export interface ModelBlock {
  key?: string;
  type: BlockType;
  depth: number;
  chars: string[];
  styles: number[];
  links: number[];
}
/** Blocks and the url of every link they refer to (a link is an index into `urls`). */
export interface Model {
  blocks: ModelBlock[];
  urls: string[];
}

export const isListItem = (type: BlockType) => type === 'unordered-list-item' || type === 'ordered-list-item';

/** Links: absolute http(s) and mailto only (no javascript:, data:, relative or protocol-less URLs). */
export const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** A link target worth keeping: http(s)/mailto, and nothing the HTML parser would rewrite. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return SAFE_LINK.test(trimmed) && !/[\u0000-\u001f\u007f]/.test(trimmed) ? trimmed : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ownValue = (record: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The [start, end) a stored range covers within a text of `size` code points, if it is a valid one. */
function span(range: Record<string, unknown>, size: number): [number, number] | undefined {
  const { offset, length } = range;
  if (!isCount(offset) || !isCount(length) || length === 0 || offset >= size) return undefined;
  return [offset, Math.min(size, offset + length)];
}

/**
 * Every entity becomes a LINK, whatever the case of its stored type (`link`, `Link`), with only an
 * http(s)/mailto `url`: an unsafe or missing one leaves plain text, and other kinds (IMAGE, EMBED)
 * are dropped, so no `src` or `javascript:` survives into what the marketplace's other clients
 * render from the stored raw.
 */
function linkUrl(entityMap: Record<string, unknown>, key: unknown): string | undefined {
  const name = typeof key === 'number' ? String(key) : key;
  if (typeof name !== 'string' || !/^\d{1,9}$/.test(name)) return undefined;
  const entity = ownValue(entityMap, name);
  if (!isObject(entity) || String(entity.type ?? '').toUpperCase() !== 'LINK') return undefined;
  return isObject(entity.data) ? safeUrl(ownValue(entity.data, 'url')) : undefined;
}

function blockFromRaw(value: Record<string, unknown>, entityMap: Record<string, unknown>, urls: string[]) {
  const chars = typeof value.text === 'string' ? Array.from(value.text) : [];
  const styles = chars.map(() => 0);
  const links = chars.map(() => NO_LINK);
  const rawType = value.type === 'paragraph' ? 'unstyled' : value.type;
  const type = BLOCK_TYPES.find((known) => known === rawType) ?? 'unstyled';
  for (const range of Array.isArray(value.inlineStyleRanges) ? value.inlineStyleRanges : []) {
    const style = isObject(range) ? STYLES.find((known) => known === range.style) : undefined;
    const covered = style && span(range as Record<string, unknown>, chars.length);
    if (!style || !covered) continue;
    for (let index = covered[0]; index < covered[1]; index += 1) styles[index] |= styleBit(style);
  }
  for (const range of Array.isArray(value.entityRanges) ? value.entityRanges : []) {
    const url = isObject(range) ? linkUrl(entityMap, range.key) : undefined;
    const covered = url && span(range as Record<string, unknown>, chars.length);
    if (!url || !covered) continue;
    const link = urls.push(url) - 1;
    for (let index = covered[0]; index < covered[1]; index += 1) links[index] = link;
  }
  const key = typeof value.key === 'string' && /^[\w-]{1,64}$/.test(value.key) ? value.key : undefined;
  const depth = isCount(value.depth) ? Math.min(value.depth, MAX_LIST_DEPTH) : 0;
  return { key, type, depth, chars, styles, links };
}

/** The model of a stored raw (already known to have a `blocks` array and an `entityMap` object). */
export function modelFromRaw(raw: { blocks: unknown[]; entityMap: unknown }): Model {
  const entityMap = isObject(raw.entityMap) ? raw.entityMap : {};
  const urls: string[] = [];
  const blocks = raw.blocks.filter(isObject).map((block) => blockFromRaw(block, entityMap, urls));
  return canonical({ blocks, urls });
}

const SPACE = ' ';
const NO_BREAK_SPACE = '\u00a0';
// eslint-disable-next-line no-control-regex -- the controls HTML cannot carry in text
const CONTROL = /^[\u0000-\u0009\u000b-\u001f]$/;

/**
 * The text as HTML can carry it: controls (tabs included) are spaces, and a space HTML would collapse
 * (leading, trailing, after another space or a line break) is a no-break space, as
 * draft-js-export-html writes it. Same length, so no range moves.
 */
function canonicalChars(chars: string[]): string[] {
  const plain = chars.map((char) => (CONTROL.test(char) ? SPACE : char));
  return plain.map((char, index) => {
    if (char !== SPACE) return char;
    const previous = plain[index - 1];
    const collapsed = index === 0 || index === plain.length - 1 || previous === SPACE || previous === '\n';
    return collapsed ? NO_BREAK_SPACE : char;
  });
}

/**
 * What HTML can express: at least one block, list items at most one level deeper than the item
 * before them (other blocks at depth 0), texts HTML keeps as they are.
 */
export function canonical(model: Model): Model {
  let previousListDepth = -1;
  const blocks = model.blocks.map((block) => {
    const depth = isListItem(block.type) ? Math.min(block.depth, previousListDepth + 1, MAX_LIST_DEPTH) : 0;
    previousListDepth = isListItem(block.type) ? depth : -1;
    return { ...block, depth, chars: canonicalChars(block.chars) };
  });
  if (blocks.length === 0) blocks.push({ type: 'unstyled', depth: 0, chars: [], styles: [], links: [] });
  return { blocks, urls: model.urls };
}

/** A draft-like key (up to 5 base-32 characters) from a number: an odd multiplier mod 2^25 never repeats. */
const keyOf = (seed: number) => ((Math.imul(seed, 0x5bd1e995) + 0x2f1c3) & 0x1ffffff).toString(32);

/** Keys as stored when valid and unique; the others made up, deterministic and unique in the document. */
function blockKeys(blocks: ModelBlock[]): string[] {
  const used = new Set<string>();
  const kept = blocks.map((block) => {
    const unique = block.key !== undefined && !used.has(block.key);
    if (unique) used.add(block.key as string);
    return unique ? block.key : undefined;
  });
  let seed = 0;
  return kept.map((key) => {
    if (key !== undefined) return key;
    while (used.has(keyOf(seed))) seed += 1;
    const made = keyOf(seed);
    used.add(made);
    return made;
  });
}

/** Maximal runs of `values` where `keep` holds and the value stays the same: [start, end, value]. */
export function runs<T>(values: T[], keep: (value: T) => boolean): [number, number, T][] {
  const found: [number, number, T][] = [];
  for (let start = 0; start < values.length; ) {
    let end = start + 1;
    while (end < values.length && values[end] === values[start]) end += 1;
    if (keep(values[start])) found.push([start, end, values[start]]);
    start = end;
  }
  return found;
}

/** Style ranges grouped by style, styles in the order they first appear (convertToRaw's order). */
function styleRanges(styles: number[]): DraftRawStyleRange[] {
  const order: Style[] = [];
  for (const bits of styles)
    for (const style of STYLES) if (bits & styleBit(style) && !order.includes(style)) order.push(style);
  return order.flatMap((style) =>
    runs(
      styles.map((bits) => (bits & styleBit(style)) !== 0),
      Boolean,
    ).map(([start, end]) => ({ offset: start, length: end - start, style })),
  );
}

/** The stored raw of a model: one LINK entity per link run, numbered in order of appearance. */
export function modelToRaw(model: Model): DraftRaw {
  const entityMap: Record<string, DraftRawEntity> = {};
  let nextEntity = 0;
  const keys = blockKeys(model.blocks);
  const blocks = model.blocks.map((block, index): DraftRawBlock => {
    const entityRanges = runs(block.links, (link) => link !== NO_LINK).map(([start, end, link]) => {
      const key = nextEntity++;
      entityMap[key] = { type: 'LINK', mutability: 'MUTABLE', data: { url: model.urls[link] } };
      return { offset: start, length: end - start, key };
    });
    const { type, depth } = block;
    const text = block.chars.join('');
    return {
      key: keys[index],
      text,
      type,
      depth,
      inlineStyleRanges: styleRanges(block.styles),
      entityRanges,
      data: {},
    };
  });
  return { blocks, entityMap };
}
