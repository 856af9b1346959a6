/**
 * The rich-text codec against seeded random input (a small xorshift, so a failure replays) and known
 * XSS payloads: it throws nothing but RichTextLimitError, writes no script, handler or javascript:
 * link, and its round trips are stable.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_TAGS,
  RichTextLimitError,
  createRichTextCodec,
  parseRaw,
  type RichTextWindow,
} from '../../src/domain/richText';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);
// About 500 documents in all, under two seconds.
const RAW_CASES = 300;
const HTML_CASES = 200;
const UNSAFE = /<script|<[^>]*\son\w+\s*=|javascript:|vbscript:|<svg|<img|<iframe|\sstyle\s*=|\ssrc\s*=/i;

/** xorshift32: deterministic from its seed. */
function randomFrom(seed: number) {
  let state = seed || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof randomFrom>;

const PIECES = [
  'a',
  'bc',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '😀',
  '👍🏽',
  'مرحبا',
  'é',
  '<',
  '&amp;',
  '"',
  '>',
  '\u0000',
  '\ud800',
  'x y',
];
const TYPES = [
  'unstyled',
  'header-one',
  'header-four',
  'unordered-list-item',
  'ordered-list-item',
  'blockquote',
  'code-block',
  'atomic',
  'nope',
  7,
];
const STYLES = ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'CODE', 'bold', 'COLOR', 3];
const URLS = [
  'https://a.io/x?y=1&z=2',
  'mailto:a@b.io',
  'javascript:alert(1)',
  ' JAVASCRIPT:x',
  'data:text/html,<script>',
  'http://b.io/"><script>',
  '//evil',
  42,
];
const NUMBERS = [0, 1, 2, 3, 5, 8, 40, -1, 1.5, 1e9, Number.NaN];

const text = (random: Random) => Array.from({ length: random.int(6) }, () => random.pick(PIECES)).join('');
const range = (random: Random, name: string, value: unknown) => ({
  offset: random.next() < 0.9 ? random.int(12) : random.pick(NUMBERS),
  length: random.next() < 0.9 ? 1 + random.int(8) : random.pick(NUMBERS),
  [name]: value,
});

function randomRaw(random: Random): string {
  const entityMap: Record<string, unknown> = {};
  for (let key = 0; key < random.int(4); key += 1)
    entityMap[key] = {
      type: random.pick(['LINK', 'link', 'IMAGE']),
      mutability: 'MUTABLE',
      data: { url: random.pick(URLS) },
    };
  const blocks = Array.from({ length: random.int(7) }, () => ({
    key: random.pick(['a', 'b', 'k1', 'k2', '<k>', undefined]),
    text: random.next() < 0.95 ? text(random) : random.pick([null, 3, ['x']]),
    type: random.pick(TYPES),
    depth: random.next() < 0.8 ? random.int(4) : random.pick(NUMBERS),
    inlineStyleRanges: Array.from({ length: random.int(4) }, () =>
      range(random, 'style', random.pick(STYLES)),
    ),
    entityRanges: Array.from({ length: random.int(3) }, () =>
      range(random, 'key', random.pick([0, 1, 2, '1', 9, '__proto__'])),
    ),
    data: {},
  }));
  return JSON.stringify({ blocks, entityMap });
}

// The codec's own tags (br aside: it is void), and others it must drop.
const TAGS = [
  ...RICH_TEXT_TAGS.filter((tag) => tag !== 'br'),
  'span',
  'div',
  'script',
  'img',
  'svg',
  'style',
  'iframe',
];
const ATTRIBUTES = [
  '',
  ' href="javascript:alert(1)"',
  ' href="https://ok.io"',
  ' href="&#106;avascript:x"',
  ' onclick="alert(1)"',
  ' style="color:red"',
  ' src="x" onerror="alert(1)"',
  ' href="data:text/html,x"',
];

function randomHtml(random: Random, depth = 0): string {
  return Array.from({ length: 1 + random.int(4) }, () => {
    if (depth > 3 || random.next() < 0.4) return random.pick([...PIECES, '<br>', ' \n ']);
    const tag = random.pick(TAGS);
    return `<${tag}${random.pick(ATTRIBUTES)}>${randomHtml(random, depth + 1)}</${tag}>`;
  }).join('');
}

const withoutKeys = (stored: string) => {
  const raw = parseRaw(stored);
  return { ...raw, blocks: raw?.blocks.map(({ key: _key, ...block }) => block) };
};

/** Runs `check`, counting a RichTextLimitError as an acceptable answer (and any other error as a failure). */
function withinLimits(check: () => void) {
  try {
    check();
  } catch (error) {
    if (!(error instanceof RichTextLimitError)) throw error;
  }
}

describe('seeded fuzzing', () => {
  it(`random Draft raw: ${RAW_CASES} documents`, () => {
    const random = randomFrom(0x9e3779b9);
    for (let index = 0; index < RAW_CASES; index += 1) {
      const value = randomRaw(random);
      const shown = codec.toHtml(value);
      expect(shown, value).not.toMatch(UNSAFE);
      withinLimits(() => {
        const normalized = codec.normalize(value);
        expect(codec.normalize(normalized), value).toBe(normalized);
        expect(codec.toHtml(normalized), value).toBe(shown);
        expect(withoutKeys(codec.toStored(shown)), value).toEqual(withoutKeys(normalized));
        expect(normalized, value).not.toMatch(/javascript|data:|IMAGE/i);
      });
    }
  });

  it(`random HTML: ${HTML_CASES} documents`, () => {
    const random = randomFrom(20260101);
    for (let index = 0; index < HTML_CASES; index += 1) {
      const source = randomHtml(random);
      expect(codec.sanitize(source), source).not.toMatch(UNSAFE);
      withinLimits(() => {
        const stored = codec.toStored(source);
        const shown = codec.toHtml(stored);
        expect(shown, source).not.toMatch(UNSAFE);
        expect(codec.toHtml(source), source).toBe(shown);
        // Stable after one pass (and so is the HTML, a function of the stored value).
        expect(codec.toStored(shown), source).toBe(stored);
      });
    }
  });
});

describe('XSS payloads through every path', () => {
  it.each([
    '<p><a href="javascript:alert(1)">x</a></p>',
    '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a></p>',
    '<p><a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a></p>',
    '<p><a href="java&#x09;script:alert(1)">x</a></p>',
    '<svg onload="alert(1)"><p>x</p></svg>',
    '<p><img src="x" onerror="alert(1)">x</p>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<p><a href="https://ok.io"><a href="javascript:alert(1)">inner</a>outer</a></p>',
    '<math><mi><a href="javascript:alert(1)">x</a></mi></math>',
    '<p><a href="https://ok.io" onmouseover="alert(1)" style="x">x</a></p>',
    '<pre onclick="alert(1)"><code>x</code></pre>',
  ])('%s', (payload) => {
    const stored = codec.toStored(payload);
    for (const output of [codec.sanitize(payload), codec.toHtml(payload), codec.toHtml(stored)])
      expect(output).not.toMatch(UNSAFE);
    expect(stored).not.toMatch(/javascript|data:|alert/i);
  });

  it('a raw link entity with an entity-encoded or spaced javascript: url is dropped', () => {
    for (const url of [
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'https://ok.io\u0000x',
    ]) {
      const value = JSON.stringify({
        blocks: [
          {
            key: 'a',
            text: 'x',
            type: 'unstyled',
            depth: 0,
            inlineStyleRanges: [],
            entityRanges: [{ offset: 0, length: 1, key: 0 }],
            data: {},
          },
        ],
        entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url } } },
      });
      expect(codec.toHtml(value)).toBe('<p>x</p>');
    }
  });
});
