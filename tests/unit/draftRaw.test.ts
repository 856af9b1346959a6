/**
 * The Draft raw <-> HTML converter (src/domain/draftRaw.ts, draftRawHtml.ts) through the codec: every
 * block type and style, lists, overlapping styles, links, code-point offsets, what draft-js 0.11.7
 * wrote, and raw that is not what it claims to be.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRichTextCodec, parseRaw, type DraftRaw, type RichTextWindow } from '../../src/domain/richText';
import compatibility from './fixtures/draftJs0117.json';

const codec = createRichTextCodec(new JSDOM('').window as unknown as RichTextWindow);

type Range = [offset: number, length: number, name: string];
/** A one-block-per-entry raw: [type, text, style ranges, link ranges (name = url), depth]. */
function raw(...blocks: [string, string, Range[]?, Range[]?, number?][]): DraftRaw {
  const entityMap: DraftRaw['entityMap'] = {};
  let nextEntity = 0;
  return {
    blocks: blocks.map(([type, text, styles = [], links = [], depth = 0], index) => ({
      key: `k${index}`,
      text,
      type,
      depth,
      inlineStyleRanges: styles.map(([offset, length, style]) => ({ offset, length, style })),
      entityRanges: links.map(([offset, length, url]) => {
        const key = nextEntity++;
        entityMap[key] = { type: 'LINK', mutability: 'MUTABLE', data: { url } };
        return { offset, length, key };
      }),
      data: {},
    })),
    entityMap,
  };
}

const html = (value: DraftRaw) => codec.toHtml(JSON.stringify(value));
/** The stored raw of an HTML, keys left out (the HTML side makes its own). */
const stored = (source: string) =>
  parseRaw(codec.toStored(source))?.blocks.map(({ key: _key, ...block }) => block);
const withoutKeys = (value: string) => {
  const parsed = parseRaw(value);
  return { ...parsed, blocks: parsed?.blocks.map(({ key: _key, ...block }) => block) };
};

describe('raw -> HTML -> raw, case by case', () => {
  it.each<[string, DraftRaw, string]>([
    ['paragraph', raw(['unstyled', 'Plain']), '<p>Plain</p>'],
    ['heading 1', raw(['header-one', 'T']), '<h1>T</h1>'],
    ['heading 2', raw(['header-two', 'T']), '<h2>T</h2>'],
    ['heading 3', raw(['header-three', 'T']), '<h3>T</h3>'],
    ['heading 4', raw(['header-four', 'T']), '<h4>T</h4>'],
    ['heading 5', raw(['header-five', 'T']), '<h5>T</h5>'],
    ['heading 6', raw(['header-six', 'T']), '<h6>T</h6>'],
    ['quote', raw(['blockquote', 'Q']), '<blockquote>Q</blockquote>'],
    ['code block', raw(['code-block', 'let a;\n  b']), '<pre>let a;<br>&nbsp;&nbsp;b</pre>'],
    ['unknown type', raw(['atomic', 'x']), '<p>x</p>'],
    [
      'bullet list',
      raw(['unordered-list-item', 'a'], ['unordered-list-item', 'b']),
      '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>',
    ],
    ['ordered list', raw(['ordered-list-item', 'a']), '<ol>\n  <li>a</li>\n</ol>'],
    ['bold', raw(['unstyled', 'ab', [[1, 1, 'BOLD']]]), '<p>a<strong>b</strong></p>'],
    ['italic', raw(['unstyled', 'ab', [[1, 1, 'ITALIC']]]), '<p>a<em>b</em></p>'],
    ['underline', raw(['unstyled', 'ab', [[1, 1, 'UNDERLINE']]]), '<p>a<u>b</u></p>'],
    ['strike', raw(['unstyled', 'ab', [[1, 1, 'STRIKETHROUGH']]]), '<p>a<del>b</del></p>'],
    ['code', raw(['unstyled', 'ab', [[1, 1, 'CODE']]]), '<p>a<code>b</code></p>'],
    [
      'every style at once, nested innermost BOLD to outermost CODE',
      raw([
        'unstyled',
        'x',
        ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'CODE'].map((s): Range => [0, 1, s]),
      ]),
      '<p><code><del><u><em><strong>x</strong></em></u></del></code></p>',
    ],
    [
      'overlapping styles',
      raw([
        'unstyled',
        'abcdef',
        [
          [0, 4, 'BOLD'],
          [2, 4, 'ITALIC'],
        ],
      ]),
      '<p><strong>ab</strong><em><strong>cd</strong></em><em>ef</em></p>',
    ],
    [
      'link',
      raw(['unstyled', 'see site', [], [[4, 4, 'https://a.io/?x=1&y="2"']]]),
      '<p>see <a href="https://a.io/?x=1&amp;y=&quot;2&quot;">site</a></p>',
    ],
    [
      'styled link',
      raw(['unstyled', 'ab', [[0, 1, 'BOLD']], [[0, 2, 'mailto:a@b.io']]]),
      '<p><a href="mailto:a@b.io"><strong>a</strong>b</a></p>',
    ],
    [
      'nested lists',
      raw(
        ['unordered-list-item', 'a'],
        ['ordered-list-item', 'b', [], [], 1],
        ['ordered-list-item', 'c', [], [], 2],
        ['unordered-list-item', 'd'],
      ),
      '<ul>\n  <li>a\n    <ol>\n      <li>b\n        <ol>\n          <li>c</li>\n        </ol>\n      </li>\n    </ol>\n  </li>\n  <li>d</li>\n</ul>',
    ],
    ['escaped text', raw(['unstyled', 'a<b> & "c"']), '<p>a&lt;b&gt; &amp; "c"</p>'],
    ['empty block', raw(['unstyled', '']), '<p><br></p>'],
    ['line breaks', raw(['unstyled', 'a\nb\n']), '<p>a<br>\nb<br>\n<br></p>'],
    ['spaces HTML would collapse', raw(['unstyled', ' a  b ']), '<p>&nbsp;a &nbsp;b&nbsp;</p>'],
  ])('%s', (_name, value, expected) => {
    expect(html(value)).toBe(expected);
    const normalized = codec.normalize(JSON.stringify(value));
    expect(withoutKeys(codec.toStored(html(value)))).toEqual(withoutKeys(normalized));
    expect(codec.toHtml(codec.toStored(expected))).toBe(expected);
  });
});

describe('offsets count code points, as draft-js does', () => {
  it('reads ranges after an emoji and in Arabic at their code-point offsets', () => {
    expect(
      html(
        raw([
          'unstyled',
          '😀ab👍🏽c',
          [
            [1, 1, 'BOLD'],
            [3, 2, 'ITALIC'],
          ],
          [[5, 1, 'https://a.io']],
        ]),
      ),
    ).toBe('<p>😀<strong>a</strong>b<em>👍🏽</em><a href="https://a.io">c</a></p>');
    expect(html(raw(['header-two', 'مرحبا بالعالم', [[6, 7, 'BOLD']]]))).toBe(
      '<h2>مرحبا <strong>بالعالم</strong></h2>',
    );
  });

  it('writes ranges at code-point offsets', () => {
    expect(stored('<p>😀😀<strong>é😀</strong> <a href="https://a.io">🔗</a></p>')).toEqual([
      {
        text: '😀😀é😀 🔗',
        type: 'unstyled',
        depth: 0,
        inlineStyleRanges: [{ offset: 2, length: 2, style: 'BOLD' }],
        entityRanges: [{ offset: 5, length: 1, key: 0 }],
        data: {},
      },
    ]);
    expect(stored('<p dir="rtl">نص <em>مائل</em></p>')?.[0].inlineStyleRanges).toEqual([
      { offset: 3, length: 4, style: 'ITALIC' },
    ]);
  });
});

describe('list depth', () => {
  it('nests one level at a time, at most six deep, and stays within the rich-text limits', () => {
    const styles: Range[] = ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'CODE'].map((s) => [0, 1, s]);
    const deep = raw(
      ...Array.from({ length: 12 }, (_, depth): [string, string, Range[], Range[], number] => [
        'ordered-list-item',
        `d${depth}`,
        styles,
        [[0, 2, 'https://a.io']],
        depth === 3 ? 9 : depth,
      ]),
    );
    const depths = parseRaw(codec.normalize(JSON.stringify(deep)))?.blocks.map((block) => block.depth);
    expect(depths).toEqual([0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6]);
    expect(withoutKeys(codec.toStored(html(deep)))).toEqual(
      withoutKeys(codec.normalize(JSON.stringify(deep))),
    );
  });
});

describe('HTML -> raw', () => {
  it('makes blocks of text outside any block, and of each block element', () => {
    expect(stored('a<p>b</p>c')?.map((block) => block.text)).toEqual(['a', 'b', 'c']);
    expect(stored('<li>x</li>')?.[0]).toMatchObject({ type: 'unordered-list-item', text: 'x' });
    expect(stored('<blockquote><h2>x</h2></blockquote>')?.[0].type).toBe('header-two');
    expect(stored('<pre><code>a\n  b</code></pre>')?.[0]).toMatchObject({
      type: 'code-block',
      text: 'a\n\u00a0\u00a0b',
      inlineStyleRanges: [{ offset: 0, length: 5, style: 'CODE' }],
    });
    expect(stored('')).toEqual([expect.objectContaining({ text: '', type: 'unstyled' })]);
  });

  it('reads <br> as "\\n" and collapses whitespace as a browser shows it', () => {
    expect(stored('<h1>a<br>b</h1>')?.[0].text).toBe('a\nb');
    expect(stored('<p>  a \n  <b> b </b>  </p>')?.[0].text).toBe('a b');
    expect(stored('<p>&nbsp;a&nbsp;</p>')?.[0].text).toBe('\u00a0a\u00a0');
    expect(stored('<p><br></p><p>a<br></p>')?.map((block) => block.text)).toEqual(['', 'a']);
  });

  it('reads every mark, strike and underline in all their spellings', () => {
    expect(
      stored('<p><b>1</b><i>2</i><ins>3</ins><s>4</s><strike>5</strike><del>6</del><code>7</code></p>')?.[0]
        .inlineStyleRanges,
    ).toEqual([
      { offset: 0, length: 1, style: 'BOLD' },
      { offset: 1, length: 1, style: 'ITALIC' },
      { offset: 2, length: 1, style: 'UNDERLINE' },
      { offset: 3, length: 3, style: 'STRIKETHROUGH' },
      { offset: 6, length: 1, style: 'CODE' },
    ]);
  });

  it('nests lists by depth and gives each link its own entity', () => {
    expect(stored('<ul><li>a<ol><li>b</li></ol></li><li>c</li></ul>')?.map((b) => [b.type, b.depth])).toEqual(
      [
        ['unordered-list-item', 0],
        ['ordered-list-item', 1],
        ['unordered-list-item', 0],
      ],
    );
    const value = parseRaw(codec.toStored('<p><a href="https://a.io">x</a><a href="https://a.io">y</a></p>'));
    expect(value?.blocks[0].entityRanges).toEqual([
      { offset: 0, length: 1, key: 0 },
      { offset: 1, length: 1, key: 1 },
    ]);
    expect(Object.keys(value?.entityMap ?? {})).toEqual(['0', '1']);
  });

  it('makes unique five-character-or-shorter keys', () => {
    const keys = parseRaw(codec.toStored('<p>x</p>'.repeat(300)))?.blocks.map((block) => block.key) ?? [];
    expect(new Set(keys).size).toBe(300);
    for (const key of keys) expect(key).toMatch(/^[0-9a-v]{1,5}$/);
  });
});

describe('raw as draft-js 0.11.7 wrote it (tests/unit/fixtures/draftJs0117.json)', () => {
  it.each(compatibility)(
    '$name shows as it did with draft-js-export-html',
    ({ raw: value, html: expected }) => {
      expect(codec.toHtml(JSON.stringify(value))).toBe(expected);
      expect(codec.normalize(JSON.stringify(value))).toBe(JSON.stringify(value));
    },
  );
});

describe('raw that is not what it claims (cleaned, never thrown)', () => {
  const block = (fields: Record<string, unknown>) =>
    JSON.stringify({
      blocks: [
        {
          key: 'a',
          text: 'hello',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [],
          data: {},
          ...fields,
        },
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://a.io' } } },
    });

  it.each<[string, Record<string, unknown>, string]>([
    ['non-string text', { text: 42 }, '<p><br></p>'],
    ['ranges not an array', { inlineStyleRanges: 'BOLD', entityRanges: {} }, '<p>hello</p>'],
    [
      'offsets out of range',
      { inlineStyleRanges: [{ offset: 9, length: 2, style: 'BOLD' }] },
      '<p>hello</p>',
    ],
    [
      'a length past the end',
      { inlineStyleRanges: [{ offset: 3, length: 99, style: 'BOLD' }] },
      '<p>hel<strong>lo</strong></p>',
    ],
    [
      'negative or fractional numbers',
      {
        inlineStyleRanges: [
          { offset: -1, length: 3, style: 'BOLD' },
          { offset: 1.5, length: 1, style: 'BOLD' },
          { offset: 0, length: -2, style: 'BOLD' },
        ],
      },
      '<p>hello</p>',
    ],
    [
      'an unknown style',
      {
        inlineStyleRanges: [
          { offset: 0, length: 1, style: 'COLOR-red' },
          { offset: 0, length: 1, style: 'bold' },
        ],
      },
      '<p>hello</p>',
    ],
    ['a huge depth', { type: 'unordered-list-item', depth: 1e9 }, '<ul>\n  <li>hello</li>\n</ul>'],
    ['a missing entity', { entityRanges: [{ offset: 0, length: 1, key: 7 }] }, '<p>hello</p>'],
    [
      'an inherited entity key',
      {
        entityRanges: [
          { offset: 0, length: 1, key: '__proto__' },
          { offset: 0, length: 1, key: 'constructor' },
        ],
      },
      '<p>hello</p>',
    ],
  ])('%s', (_name, fields, expected) => {
    const value = block(fields);
    expect(codec.toHtml(value)).toBe(expected);
    expect(codec.toHtml(codec.normalize(value))).toBe(expected);
  });

  it('ignores an entityMap __proto__ and blocks that are not objects', () => {
    const value = `{"blocks":[null,7,"x",{"text":"hi","entityRanges":[{"offset":0,"length":2,"key":0}]}],"entityMap":{"__proto__":{"type":"LINK","data":{"url":"https://evil.example"}},"0":{"type":"LINK","data":{"url":"https://ok.example"}}}}`;
    expect(codec.toHtml(value)).toBe('<p><a href="https://ok.example">hi</a></p>');
    expect(codec.normalize(value)).not.toContain('evil');
  });

  it('keeps valid unique keys and replaces duplicate or odd ones', () => {
    const value = JSON.stringify({
      blocks: ['dup', 'dup', '<x>', 'ok1'].map((key) => ({ key, text: key, type: 'unstyled' })),
      entityMap: {},
    });
    const keys = parseRaw(codec.normalize(value))?.blocks.map((b) => b.key) ?? [];
    expect(keys[0]).toBe('dup');
    expect(keys[3]).toBe('ok1');
    expect(new Set(keys).size).toBe(4);
  });
});
